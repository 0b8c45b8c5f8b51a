// heic-decode ships no types: its one function, as documented in its README.
declare module "heic-decode" {
  export default function decode(input: {
    buffer: Uint8Array;
  }): Promise<{ width: number; height: number; data: Uint8ClampedArray }>;
}
