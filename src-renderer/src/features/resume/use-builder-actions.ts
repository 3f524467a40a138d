import { resumeRoutes } from '@shared/api/routes/resume';
import { sectionReplyTimeoutMs } from '@shared/resume/improve-limits';
import { canExport, resumeMessages } from '@shared/resume/contact-rules';
import { resumeNotices } from '@shared/resume/messages';
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
import type { SectionOptimizer, SectionToImprove } from './SectionOptimizer';
import { importMessages, jsonResume, ownJson, parseResumeFile } from './resume-files';
import { resumeNotify } from './use-resume-sync';

/** product.md §2.8 "Resume": what the header's actions say. */
export const actionMessages = { optimizeFailed: resumeNotices.optimizeFailed, exported: resumeNotices.exported, exportFailed: resumeNotices.exportFailed } as const;

/** A refusal worth showing as the server words it (a lost login, the AI rate limit); anything else gets the generic text. */
const failureText = (error: unknown, fallback: string) => (error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : fallback);

/**
 * The builder's actions on the open resume: improve the summary or any other section, export the PDF, import and export
 * JSON, reset. The page holds the form (its provider is below it). `busy` drives the 'Processing your request...' overlay.
 */
export function useBuilderActions(form: UseFormReturnType<Resume>, paper: PaperSize) {
  const [busy, setBusy] = useState(false);
  const [sectionAdvice, setSectionAdvice] = useState<SectionOptimizer['advice']>(null);

  const whileBusy = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  };

  /** Improves one section's text; the browser waits as long as the server may wait for the model, so its fallback arrives. */
  const optimize = (request: SectionToImprove) =>
    whileBusy(async () => {
      const { targetRole, industry } = form.getValues();
      if (request.content.trim() === '') return;
      try {
        const reply = await api(resumeRoutes.improveSection, {
          body: { section_name: request.section, current_content: request.content, target_role: targetRole, industry },
          timeoutMs: sectionReplyTimeoutMs(),
        });
        if (request.path) form.setFieldValue(request.path, reply.improved_content);
        setSectionAdvice({ key: request.adviceKey, tips: reply.suggestions });
        resumeNotify(reply.fallback ? 'warning' : reply.mode === 'offline' ? 'info' : 'success', reply.notice);
      } catch (error) {
        resumeNotify('error', failureText(error, actionMessages.optimizeFailed));
      }
    });

  const optimizeSummary = () => optimize({ section: 'summary', content: form.getValues().summary, path: 'summary', adviceKey: 'summary' });
  const advice = sectionAdvice?.key === 'summary' ? sectionAdvice.tips : [];
  const optimizer: SectionOptimizer = { optimize, advice: sectionAdvice };

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
    setSectionAdvice(null);
  };

  return { busy, advice, optimizer, optimizeSummary, exportPdf, exportJson, importJson, reset };
}

export type BuilderActions = ReturnType<typeof useBuilderActions>;
