/** The worker of server/media.ts: encodes one demo video (workerData.videoId), posts its bytes and ends. */
import { parentPort, workerData } from 'node:worker_threads';
import { encodeDemoVideo } from './demo-video.ts';

const { videoId } = workerData as { videoId: string };
parentPort?.postMessage(await encodeDemoVideo(videoId));
