/** A chosen File → the contract's FileUpload (base64 in JSON); null when it cannot be read. */
import type { components } from '../api/schema';

type FileUpload = components['schemas']['FileUpload'];

export async function fileToUpload(file: File): Promise<FileUpload | null> {
  try {
    const bytes = new Uint8Array(await file.arrayBuffer());
    let binary = '';
    // Chunks keep String.fromCharCode's argument list short for files of a few MB.
    for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return { fileName: file.name.slice(0, 100), contentType: file.type as FileUpload['contentType'], contentBase64: btoa(binary) };
  } catch {
    return null;
  }
}
