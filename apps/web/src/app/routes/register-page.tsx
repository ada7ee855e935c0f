import { RegisterForm } from '../../features/auth';

export default function RegisterPage() {
  return <RegisterForm />;
}
