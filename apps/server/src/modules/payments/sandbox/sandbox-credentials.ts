// The sandbox gateway's merchant key and salt. They are public on purpose: they sign nothing
// but simulated payments, and the configuration refuses the sandbox in production and beside a
// real PAYU_KEY, so these can never stand in for real credentials.
export const SANDBOX_MERCHANT_KEY = 'EESANDBOX';
export const SANDBOX_MERCHANT_SALT = 'not-a-secret-sandbox-salt';

/** Where the sandbox takes payment forms, on the store's own address. */
export const SANDBOX_PAYMENT_PATH = '/sandbox-gateway/_payment';
export const SANDBOX_COMPLETE_PATH = '/sandbox-gateway/_payment/complete';
/** The sandbox's stand-in for PayU's postservice (verify_payment). */
export const SANDBOX_VERIFY_PATH = '/sandbox-gateway/merchant/postservice.php';
