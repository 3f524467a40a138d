import { hackathonMessages } from '../hackathon/messages';
import { z } from 'zod';
import { text } from './text';
import type { RegistrationStatus } from './hackathon-registration';

/**
 * The organisers' utilities (product.md §3.7 "Utilities"): e-mails to registrations, the outbox of
 * hackathon mail, participation certificates and their public verification.
 */
export const hackathonEmailTypes = ['confirmation', 'reminder', 'announcement', 'test', 'certificate'] as const;
export type HackathonEmailType = (typeof hackathonEmailTypes)[number];

/** The Communications tab's recipient groups (product.md §3.2.6). */
export const recipientGroups = ['all', 'confirmed', 'pending'] as const;
export type RecipientGroup = (typeof recipientGroups)[number];

/**
 * product.md §3.7 "E-mail": 'all' is everyone still in the event (confirmed, waiting for the fee
 * or waitlisted); cancelled, refunded and rejected registrations are not written to by a group.
 */
export const recipientGroupStatuses: Record<RecipientGroup, readonly RegistrationStatus[]> = {
  all: ['confirmed', 'pending_payment', 'waitlisted'],
  confirmed: ['confirmed'],
  pending: ['pending_payment'],
};

/** product.md §3.9: an organiser's selection holds at most the 1000 rows the dashboard loads. */
export const maxEmailRecipients = 1000;

export const sendEmailBody = z
  .object({
    recipients: z.array(text().trim().min(1).max(40)).min(1).max(maxEmailRecipients).optional(),
    group: z.enum(recipientGroups).optional(),
    /** Any text, so that a type we do not know is answered 'Unknown email type' (product.md §3.8). */
    email_type: text().trim().min(1).max(40),
    custom_data: z
      .object({
        subject: text().trim().max(200).optional(),
        message: text().trim().max(5000).optional(),
      })
      .optional(),
  })
  .refine((body) => (body.recipients === undefined) !== (body.group === undefined), { message: hackathonMessages.oneAudience, path: ['recipients'] });
export type SendEmailBody = z.infer<typeof sendEmailBody>;
export type SendEmailInput = z.input<typeof sendEmailBody>;

export const sendEmailReply = z.object({
  success: z.literal(true),
  data: z.object({
    successful_count: z.number().int(),
    failed_count: z.number().int(),
    failed_sends: z.array(z.object({ recipient_id: z.string(), error: z.string() })),
  }),
});
export type SendEmailReply = z.infer<typeof sendEmailReply>;

export const hackathonOutboxPageSize = 50;

export const hackathonOutboxQuery = z.object({ page: text().regex(/^[1-9]\d{0,5}$/, hackathonMessages.outboxPage).optional() });

/** 'stored': kept in the outbox (no SMTP configured); 'pending': waiting for SMTP; then 'sent' or 'failed'. */
export const mailDeliveryStates = ['stored', 'pending', 'sent', 'failed'] as const;

export const hackathonOutboxReply = z.object({
  success: z.literal(true),
  data: z.object({
    messages: z.array(
      z.object({
        id: z.string(),
        to: z.string(),
        subject: z.string(),
        kind: z.string(),
        status: z.enum(mailDeliveryStates),
        attempts: z.number().int(),
        last_error: z.string().nullable(),
        created_at: z.string(),
        sent_at: z.string().nullable(),
      }),
    ),
    page: z.number().int(),
    page_size: z.number().int(),
    total: z.number().int(),
  }),
});
export type HackathonOutboxReply = z.infer<typeof hackathonOutboxReply>;

export const certificateTypes = ['participation'] as const;

export const generateCertificateBody = z.object({
  registration_id: text().trim().min(1).max(40),
  certificate_type: z.enum(certificateTypes).default('participation'),
});
export type GenerateCertificateInput = z.input<typeof generateCertificateBody>;

/** Letters and digits without I, O, 0 and 1, as registration ids: KSC- and 10 of them. */
export const verificationCodePattern = /^KSC-[A-HJ-NP-Z2-9]{10}$/;

export const certificateParams = z.object({ code: text().trim().min(1).max(40) });

/** Public: what a certificate's reader needs to trust it, and nothing more (no e-mail, no phone). */
export const certificateVerificationReply = z.object({
  /** False once the registration is no longer confirmed (cancelled or refunded after issue). */
  valid: z.boolean(),
  verification_code: z.string(),
  participant_name: z.string(),
  team_name: z.string(),
  event_name: z.string(),
  issued_at: z.string(),
});
export type CertificateVerificationReply = z.infer<typeof certificateVerificationReply>;
