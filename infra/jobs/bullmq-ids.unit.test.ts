import { describe, expect, it } from 'vitest';
import { bullJobIdCandidates, fromBullJobId, toBullJobId, toBullSchedulerId } from '@vitrina/infra/jobs/bullmq-ids';

const ids = ['evt-1:welcome', 'evt-1%3Awelcome', 'evt-1_welcome', '42', '0', 'a:b:c', '%', '%25', ':', 'j'];
ids.push('repeat:x:1');

describe('BullMQ job ids', () => {
  it('never contain ":" and never look like integers, as BullMQ demands', () => {
    for (const id of ids) {
      const bullId = toBullJobId(id);
      expect(bullId).not.toContain(':');
      expect(`${parseInt(bullId, 10)}`).not.toBe(bullId);
    }
  });

  it("read back as the caller's id, and distinct ids stay distinct", () => {
    for (const id of ids) expect(fromBullJobId(toBullJobId(id))).toBe(id);
    expect(new Set(ids.map(toBullJobId)).size).toBe(ids.length);
  });

  it('name a scheduler tick `${schedulerId}:${millis}`, and find it again under that name', () => {
    const bullId = `repeat:${toBullSchedulerId('import:brand-1')}:1700000000000`;
    expect(fromBullJobId(bullId)).toBe('import:brand-1:1700000000000');
    expect(bullJobIdCandidates('import:brand-1:1700000000000')).toContain(bullId);
    expect(bullJobIdCandidates('evt-1:welcome')).toEqual([toBullJobId('evt-1:welcome')]);
  });
});
