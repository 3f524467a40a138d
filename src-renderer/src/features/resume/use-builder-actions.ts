import { resumeRoutes } from '@shared/api/routes/resume';
import { canExport, resumeMessages } from '@shared/resume/contact-rules';
import type { UseFormReturnType } from '@mantine/form';
import { emptyResume, type Resume } from '@shared/resume/resume';
import type { PaperSize } from '@shared/resume/paper';
import { resumeFileName } from '@shared/resume/pdf/layout';
import { useState } from 'react';
import { ApiError } from '../../api/api-error';
import { api } from '../../api/client';
import { saveFile } from '../../api/save-file';
import { desktopBridge } from '../../platform/platform';
import { exportResumePdf } from './pdf/export-resume-pdf';
import { importMessages, jsonResume, ownJson, parseResumeFile } from './resume-files';
import { resumeNotify } from './use-resume-sync';

/** product.md §2.8 "Resume": what the header's actions say. */
export const actionMessages = {
  optimizeFailed: 'Failed to optimize section',
  exported: 'Resume exported as PDF!',
  exportFailed: 'Export failed. Please try again later.',
} as const;

/** A refusal worth showing as the server words it (a lost login, the AI rate limit); anything else gets the generic text. */
const failureText = (error: unknown, fallback: string) => (error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : fallback);

/**
 * The header's actions on the open resume: improve the summary, export the PDF, import and export
 * JSON, reset. The page holds the form (its provider is below it). `busy` drives the 'Processing your request...' overlay.
 */
export function useBuilderActions(form: UseFormReturnType<Resume>, paper: PaperSize) {
  const [busy, setBusy] = useState(false);
  const [advice, setAdvice] = useState<string[]>([]);

  const whileBusy = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  };

  const optimizeSummary = () =>
    whileBusy(async () => {
      const { summary, targetRole, industry } = form.getValues();
      if (summary.trim() === '') return;
      try {
        const reply = await api(resumeRoutes.improveSection, { body: { section_name: 'summary', current_content: summary, target_role: targetRole, industry } });
        form.setFieldValue('summary', reply.improved_content);
        setAdvice(reply.suggestions);
        resumeNotify(reply.fallback ? 'warning' : reply.mode === 'offline' ? 'info' : 'success', reply.notice);
      } catch (error) {
        resumeNotify('error', failureText(error, actionMessages.optimizeFailed));
      }
    });

  const exportPdf = () => {
    const resume = form.getValues();
    if (!canExport(resume)) {
      form.validate();
      resumeNotify('error', resumeMessages.exportNeedsContact);
      return Promise.resolve();
    }
    return whileBusy(async () => {
      try {
        // The desktop app saves through the system's save dialog; a cancelled dialog says nothing.
        const bridge = desktopBridge();
        if (bridge) {
          if (!(await bridge.resume.savePdf({ resume, template: resume.template, paper })).saved) return;
        } else {
          saveFile(await exportResumePdf(resume, resume.template, paper), resumeFileName(resume, 'pdf'));
        }
        resumeNotify('success', actionMessages.exported);
      } catch {
        resumeNotify('error', actionMessages.exportFailed);
      }
    });
  };

  const exportJson = (format: 'own' | 'json-resume') => {
    const resume = form.getValues();
    saveFile(format === 'own' ? ownJson(resume) : jsonResume(resume), resumeFileName(resume, 'json', format === 'own' ? 'resume' : 'json-resume'));
  };

  const importJson = (file: File | null) =>
    file
      ? whileBusy(async () => {
          const resume = parseResumeFile(await file.text(), form.getValues());
          if (!resume) {
            resumeNotify('error', importMessages.notJson);
            return;
          }
          form.setValues(resume);
          form.validate();
          resumeNotify('success', importMessages.imported);
        })
      : Promise.resolve();

  const reset = () => {
    form.setValues(emptyResume());
    form.clearErrors();
    setAdvice([]);
  };

  return { busy, advice, optimizeSummary, exportPdf, exportJson, importJson, reset };
}

export type BuilderActions = ReturnType<typeof useBuilderActions>;
