/**
 * Small, structurally valid video files for tests, built here byte by byte (no encoder on the machine): an
 * ISO-BMFF file (`ftyp`, `free`, `mdat` boxes) and a WebM file (EBML header of DocType webm, a Segment holding a
 * Void element). Each carries `payload` bytes of a pattern that a Range request can be checked against.
 */
function box(type: string, body: Buffer): Buffer {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}

const pattern = (length: number, seed: number) => Buffer.from(Array.from({ length }, (_, i) => (i * 31 + seed) % 256));

export function sampleMp4(payload = 2_000, seed = 1): Buffer {
  const ftyp = box('ftyp', Buffer.concat([Buffer.from('isom', 'latin1'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2mp41', 'latin1')]));
  return Buffer.concat([ftyp, box('free', Buffer.alloc(8)), box('mdat', pattern(payload, seed))]);
}

/** An EBML element: its id bytes, an 8-byte size, then its body. */
function element(id: number[], body: Buffer): Buffer {
  const size = Buffer.alloc(8);
  size.writeBigUInt64BE(BigInt(body.length), 0);
  size[0] = 0x01;
  return Buffer.concat([Buffer.from(id), size, body]);
}

export function sampleWebm(payload = 2_000, seed = 2): Buffer {
  const header = Buffer.concat([
    Buffer.from([0x42, 0x86, 0x81, 0x01]), // EBMLVersion 1
    Buffer.from([0x42, 0xf7, 0x81, 0x01]), // EBMLReadVersion 1
    Buffer.from([0x42, 0xf2, 0x81, 0x04]), // EBMLMaxIDLength 4
    Buffer.from([0x42, 0xf3, 0x81, 0x08]), // EBMLMaxSizeLength 8
    Buffer.concat([Buffer.from([0x42, 0x82, 0x84]), Buffer.from('webm', 'latin1')]), // DocType
    Buffer.from([0x42, 0x87, 0x81, 0x04]), // DocTypeVersion 4
    Buffer.from([0x42, 0x85, 0x81, 0x02]), // DocTypeReadVersion 2
  ]);
  const ebml = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | header.length]), header]);
  return Buffer.concat([ebml, element([0x18, 0x53, 0x80, 0x67], element([0xec], pattern(payload, seed)))]);
}
