// Every owner's command, taken from the modules' descriptors in list order (src/store-modules.ts).
import type { CliCommand } from '../cli-types.ts';
import { storeModules } from '../../store-modules.ts';

function commandsOf(): Record<string, CliCommand> {
  const all: Record<string, CliCommand> = {};
  for (const m of storeModules) {
    for (const [name, command] of Object.entries(m.commands ?? {})) {
      if (all[name]) throw new Error(`Two modules define the command ${name}`);
      all[name] = command;
    }
  }
  return all;
}

export const commands: Record<string, CliCommand> = commandsOf();
