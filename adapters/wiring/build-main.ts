import { buildServer } from './build-server';

/** `npm run build`'s last step (after the UI's two Vite builds): the server and CLI compiled into dist/node/. */
const { files } = await buildServer();
process.stdout.write(`built ${files.filter((f) => f.endsWith('.js')).join(', ')}\n`);
