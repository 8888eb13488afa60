import { afterEach, describe, expect, it } from 'vitest';
import type { Mailer } from '@vitrina/infra/mail/port';
import type { OutboxMail } from './outbox-reader';

/**
 * One suite every Mailer passes: what is sent arrives, parsed back from where it lands (the outbox folder, or
 * what a real SMTP server received), with its headers, both bodies and its links intact.
 */
export interface MailerFixture {
  mailer: Mailer;
  /** The messages delivered so far, oldest first. */
  delivered(): Promise<OutboxMail[]>;
}

const FROM = 'Vitrina <no-reply@vitrina.test>';
export const CONTRACT_FROM = FROM;

export function mailerContract(name: string, newFixture: () => Promise<MailerFixture>): void {
  describe(`${name}: mailer contract`, () => {
    const opened: Mailer[] = [];
    const fixture = async () => {
      const made = await newFixture();
      opened.push(made.mailer);
      return made;
    };
    afterEach(async () => {
      await Promise.all(opened.splice(0).map((mailer) => mailer.close()));
    });

    it('delivers a message with both bodies, its headers and its links', async () => {
      const { mailer, delivered } = await fixture();
      const link = 'http://localhost:3000/verify-email?email=ana%40example.com&token=abc_DEF-123';
      const { messageId } = await mailer.send({
        to: 'ana@example.com',
        subject: 'Confirma tu correo · Vitrina ✓',
        text: `Hola Ana,\n\nAbre este enlace: ${link}\n`,
        html: `<p>Hola Ana,</p><p><a href="${link.replace(/&/g, '&amp;')}">Confirmar</a></p>`,
        headers: { 'X-Vitrina-Purpose': 'verify-email' },
      });
      expect(messageId).toMatch(/^<.+@.+>$/);
      const [mail, ...rest] = await delivered();
      expect(rest).toEqual([]);
      expect(mail).toMatchObject({
        messageId,
        from: 'no-reply@vitrina.test',
        to: 'ana@example.com',
        subject: 'Confirma tu correo · Vitrina ✓',
        links: [link],
      });
      expect(mail!.text.trim()).toBe(`Hola Ana,\n\nAbre este enlace: ${link}`);
      expect(mail!.html).toContain('<a href=');
      expect(mail!.headers['x-vitrina-purpose']).toBe('verify-email');
    });

    it('keeps a message id given by the caller, and the order of sending', async () => {
      const { mailer, delivered } = await fixture();
      const messageId = '<evt-1.verify@vitrina.test>';
      const first = await mailer.send({ to: 'a@example.com', subject: 'one', text: 'one', messageId });
      await mailer.send({ to: 'b@example.com', subject: 'two', text: 'two' });
      await mailer.send({ to: 'c@example.com', subject: 'three', text: 'three' });
      expect(first.messageId).toBe('<evt-1.verify@vitrina.test>');
      const mails = await delivered();
      expect(mails.map((mail) => mail.subject)).toEqual(['one', 'two', 'three']);
      expect(mails[0]!.messageId).toBe('<evt-1.verify@vitrina.test>');
      expect(mails[1]!.html).toBe('');
      await mailer.ping();
    });
  });
}
