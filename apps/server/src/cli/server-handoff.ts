// PGlite lets one process open the data folder. While the store is running, the command line
// hands its command to that server instead: the server writes where it listens and a random
// token to DATA_DIR/server.json (readable by its owner only), and runs commands it receives
// on the loopback interface with that token.
import fs from 'node:fs';
import path from 'node:path';

export interface ServerHandoff {
  pid: number;
  port: number;
  token: string;
}

export const handoffFile = (dataDir: string) => path.join(dataDir, 'server.json');

export function writeHandoff(dataDir: string, info: ServerHandoff): () => void {
  const file = handoffFile(dataDir);
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, JSON.stringify(info), { mode: 0o600 });
  return () => {
    try {
      const current = JSON.parse(fs.readFileSync(file, 'utf8')) as ServerHandoff;
      if (current.pid === info.pid) fs.unlinkSync(file);
    } catch {
      // Gone already.
    }
  };
}

/** The running server that holds this data folder, if there is one. */
export function readLiveHandoff(dataDir: string): ServerHandoff | null {
  let info: ServerHandoff;
  try {
    info = JSON.parse(fs.readFileSync(handoffFile(dataDir), 'utf8')) as ServerHandoff;
  } catch {
    return null;
  }
  try {
    process.kill(info.pid, 0);
  } catch {
    return null;
  }
  return info;
}
