import { describe, expect, it } from '@jest/globals';
import {
  ATTACH_ACCEPT,
  buildAttachment,
  chosenFileProblem,
  formatBytes,
  MAX_ATTACHMENT_BYTES,
  pastedImageName,
  pastedImageProblem,
  pastedImages,
} from './attachments';

const file = (name: string, type: string, size = 100) => ({ name, type, size });

describe('attachments', () => {
  it('accepts images, PDF and text files up to exactly 10 MB', () => {
    expect(MAX_ATTACHMENT_BYTES).toBe(10485760);
    expect(ATTACH_ACCEPT).toBe('image/*,.pdf,.txt');
    expect(chosenFileProblem(file('map.png', 'image/png', MAX_ATTACHMENT_BYTES))).toBeNull();
    expect(chosenFileProblem(file('rules.pdf', 'application/pdf'))).toBeNull();
    expect(chosenFileProblem(file('notes.txt', ''))).toBeNull();
  });

  it('refuses a file over 10 MB with the exact message', () => {
    expect(chosenFileProblem(file('big.png', 'image/png', MAX_ATTACHMENT_BYTES + 1))).toBe(
      'File "big.png" is too large. Maximum size is 10MB.',
    );
  });

  it('refuses other kinds of file', () => {
    expect(chosenFileProblem(file('game.exe', 'application/x-msdownload'))).toBe(
      'File "game.exe" is not supported. Attach images, PDF or text files.',
    );
  });

  it('names and checks pasted images', () => {
    expect(pastedImageName(file('', 'image/png'))).toBe('pasted-image.png');
    expect(pastedImageName(file('shot.jpg', 'image/jpeg'))).toBe('shot.jpg');
    expect(pastedImageProblem(file('', 'image/png', MAX_ATTACHMENT_BYTES + 1))).toBe(
      'Pasted image is too large. Maximum size is 10MB.',
    );
    expect(pastedImageProblem(file('', 'image/png', MAX_ATTACHMENT_BYTES))).toBeNull();
  });

  it('takes the images of a paste, but not when the paste is text', () => {
    const image = new Blob(['x'], { type: 'image/png' }) as File;
    const imageItem = { kind: 'file', type: 'image/png', getAsFile: () => image };
    const textItem = { kind: 'string', type: 'text/plain', getAsFile: () => null };
    expect(pastedImages([imageItem])).toEqual([image]);
    expect(pastedImages([textItem, imageItem])).toEqual([]);
    expect(pastedImages([{ kind: 'file', type: 'application/pdf', getAsFile: () => image }])).toEqual([]);
  });

  it('builds the context item the server and the dashboard read', () => {
    expect(buildAttachment('a1', 'notes.txt', file('notes.txt', '', 5), 'data:text/plain;base64,aGVsbG8=')).toEqual({
      id: 'a1',
      name: 'notes.txt',
      type: 'file_upload',
      data: { filename: 'notes.txt', mimeType: 'text/plain', size: 5, content: 'data:text/plain;base64,aGVsbG8=' },
    });
  });

  it('shows sizes in readable units', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(2048)).toBe('2 KB');
    expect(formatBytes(3 * 1024 * 1024)).toBe('3.0 MB');
  });
});
