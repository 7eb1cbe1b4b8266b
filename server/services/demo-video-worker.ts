/** The worker of server/media.ts: encodes one demo video (workerData.videoId, .seconds long), posts its bytes and ends. */
import { parentPort, workerData } from 'node:worker_threads';
import { encodeDemoVideo } from './demo-video.ts';

const { videoId, seconds } = workerData as { videoId: string; seconds: number };
parentPort?.postMessage(await encodeDemoVideo(videoId, seconds));
