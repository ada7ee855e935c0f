// The command line's types live in the kernel, beside the module descriptor that carries each
// module's commands (kernel/store-module.ts).
export { CliError, type CliCommand, type CliContext } from '../kernel/store-module.ts';
