import { Document, Link, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import type { ReactNode } from 'react';
import type { PaperSize } from '../paper';
import { isCertificateExpired, type Resume } from '../resume';
import type { TemplateId } from '../templates';
import { fontStack } from './fonts';
import {
  contactLinks,
  dateRange,
  descriptionLines,
  formatMonth,
  fullName,
  printedCustomSections,
  printedLink,
  sectionHasContent,
  sectionOrder,
  sectionTitles,
  skillGroups,
  type PrintedLink,
  type StandardSection,
} from './layout';
import { resumeThemes, type ResumeTheme } from './themes';

export interface ResumeDocumentProps {
  resume: Resume;
  template: TemplateId;
  paper: PaperSize;
  /** Today as YYYY-MM-DD, for marking expired certificates; the caller's clock, so tests can fix it. */
  today: string;
}

function stylesFor(theme: ResumeTheme) {
  const { size } = theme;
  return StyleSheet.create({
    page: { fontFamily: fontStack(theme.font), fontSize: size, lineHeight: 1.35, color: theme.text, paddingTop: theme.margin, paddingBottom: theme.margin, paddingHorizontal: theme.margin },
    header: { marginBottom: 10, textAlign: theme.header === 'center' ? 'center' : 'left' },
    band: { marginTop: -theme.margin, marginHorizontal: -theme.margin, paddingHorizontal: theme.margin, paddingTop: 26, paddingBottom: 16, marginBottom: 14, backgroundColor: theme.bandColor },
    name: { fontSize: theme.nameSize, fontWeight: 700, lineHeight: 1.2, color: theme.header === 'band' ? theme.bandText : theme.text },
    jobTitle: { fontSize: size + 2, marginTop: 2, color: theme.header === 'band' ? theme.bandText : theme.accent },
    contactRow: { marginTop: 6, flexDirection: 'row', flexWrap: 'wrap', justifyContent: theme.header === 'center' ? 'center' : 'flex-start', columnGap: 14, rowGap: 2 },
    contact: { fontSize: size - 0.5, color: theme.header === 'band' ? theme.bandText : theme.muted },
    contactLink: { color: theme.header === 'band' ? theme.bandText : theme.muted, textDecoration: 'none' },
    section: { marginTop: 8 },
    heading: {
      fontSize: theme.heading.size,
      fontWeight: 700,
      color: theme.heading.color,
      textTransform: theme.heading.upperCase ? 'uppercase' : 'none',
      letterSpacing: theme.heading.upperCase ? 0.8 : 0,
      marginBottom: 5,
      paddingBottom: theme.heading.rule === 'below' ? 2 : 0,
      paddingTop: theme.heading.rule === 'above' ? 3 : 0,
      borderBottomWidth: theme.heading.rule === 'below' ? 0.75 : 0,
      borderTopWidth: theme.heading.rule === 'above' ? 0.75 : 0,
      borderColor: theme.heading.ruleColor,
      borderLeftWidth: theme.heading.bar ? 3 : 0,
      borderLeftColor: theme.heading.ruleColor,
      paddingLeft: theme.heading.bar ? 6 : 0,
      textAlign: theme.header === 'center' && theme.heading.rule === 'above' ? 'center' : 'left',
    },
    entry: { marginBottom: 6 },
    entryHead: { flexDirection: 'row', justifyContent: 'space-between' },
    entryTitle: { fontWeight: 700, flexShrink: 1, paddingRight: 8 },
    entryDate: { color: theme.muted, flexShrink: 0 },
    entrySub: { color: theme.muted },
    paragraph: { marginTop: 1 },
    summary: { fontSize: theme.largeSummary ? size + 1 : size, lineHeight: theme.largeSummary ? 1.45 : 1.35 },
    bulletRow: { flexDirection: 'row', marginTop: 1 },
    bullet: { width: 10, color: theme.accent },
    bulletText: { flex: 1 },
    link: { color: theme.accent, textDecoration: 'none' },
    label: { fontWeight: 700 },
    tags: { flexDirection: 'row', flexWrap: 'wrap', marginTop: 2 },
    tag: { borderWidth: 0.75, borderColor: theme.heading.ruleColor, borderRadius: 3, paddingHorizontal: 4, paddingVertical: 1, marginRight: 4, marginBottom: 3 },
    expired: { color: '#b42318', fontWeight: 700 },
  });
}

type Styles = ReturnType<typeof stylesFor>;

/** The links of a line, separated by a thin bar, each a real link annotation. */
function LinkLine({ links, style, linkStyle }: { links: PrintedLink[]; style: Styles[keyof Styles]; linkStyle: Styles[keyof Styles] }) {
  return (
    <Text style={style}>
      {links.map((link, index) => (
        <Text key={link.href}>
          {index > 0 ? '  |  ' : ''}
          <Link src={link.href} style={linkStyle}>
            {link.label}
          </Link>
        </Text>
      ))}
    </Text>
  );
}

function Description({ text, s }: { text: string; s: Styles }) {
  return descriptionLines(text).map((line, index) =>
    line.bullet ? (
      <View key={index} style={s.bulletRow}>
        <Text style={s.bullet}>•</Text>
        <Text style={s.bulletText}>{line.text}</Text>
      </View>
    ) : (
      <Text key={index} style={s.paragraph}>
        {line.text}
      </Text>
    ),
  );
}

function EntryHead({ title, date, s }: { title: ReactNode; date: string; s: Styles }) {
  return (
    <View style={s.entryHead}>
      <Text style={s.entryTitle}>{title}</Text>
      {date ? <Text style={s.entryDate}>{date}</Text> : null}
    </View>
  );
}

/**
 * A section whose heading never stands alone at the foot of a page: the heading and the first
 * block are one unbreakable view, and every later block is unbreakable on its own.
 */
function Section({ title, blocks, s }: { title: string; blocks: ReactNode[]; s: Styles }) {
  const [first, ...rest] = blocks;
  return (
    <View style={s.section}>
      <View wrap={false}>
        <Text style={s.heading}>{title}</Text>
        {first}
      </View>
      {rest.map((block, index) => (
        <View key={index} wrap={false}>
          {block}
        </View>
      ))}
    </View>
  );
}

function blocksOf(section: StandardSection, resume: Resume, theme: ResumeTheme, today: string, s: Styles): ReactNode[] {
  const joined = (...parts: string[]) => parts.map((part) => part.trim()).filter(Boolean).join(', ');
  switch (section) {
    case 'summary':
      return [
        <View key="summary" style={s.summary}>
          <Description text={resume.summary} s={s} />
        </View>,
      ];
    case 'experience':
      return resume.experiences.map((job) => (
        <View key={job.id} style={s.entry}>
          <EntryHead title={job.jobTitle} date={dateRange(job.startDate, job.endDate, job.current)} s={s} />
          <Text style={s.entrySub}>{joined(job.company, job.location)}</Text>
          <Description text={job.description} s={s} />
        </View>
      ));
    case 'education':
      return resume.education.map((school) => (
        <View key={school.id} style={s.entry}>
          <EntryHead title={school.degree} date={formatMonth(school.graduationDate)} s={s} />
          <Text style={s.entrySub}>
            {joined(school.institution, school.location)}
            {school.gpa.trim() ? `  ·  GPA ${school.gpa.trim()}` : ''}
          </Text>
          <Description text={school.description} s={s} />
        </View>
      ));
    case 'skills':
      return skillGroups(resume.skills).map((group) =>
        theme.skills === 'tags' ? (
          <View key={group.category} style={s.entry}>
            <Text style={s.label}>{group.category}</Text>
            <View style={s.tags}>
              {group.skills.map((skill, index) => (
                <Text key={index} style={s.tag}>
                  {skill.name} · {skill.level}
                </Text>
              ))}
            </View>
          </View>
        ) : (
          <Text key={group.category} style={s.paragraph}>
            <Text style={s.label}>{group.category}: </Text>
            {group.skills.map((skill) => `${skill.name} (${skill.level})`).join(', ')}
          </Text>
        ),
      );
    case 'projects':
      return resume.projects.map((project) => {
        const links = [printedLink(project.github), printedLink(project.demo)].filter((link): link is PrintedLink => link !== undefined);
        return (
          <View key={project.id} style={s.entry}>
            <EntryHead title={project.name} date={dateRange(project.startDate, project.endDate)} s={s} />
            {project.technologies.length > 0 ? (
              <Text style={s.entrySub}>
                <Text style={s.label}>Technologies: </Text>
                {project.technologies.join(', ')}
              </Text>
            ) : null}
            <Description text={project.description} s={s} />
            {project.highlights.map((highlight, index) => (
              <View key={index} style={s.bulletRow}>
                <Text style={s.bullet}>•</Text>
                <Text style={s.bulletText}>{highlight}</Text>
              </View>
            ))}
            {links.length > 0 ? <LinkLine links={links} style={s.paragraph} linkStyle={s.link} /> : null}
          </View>
        );
      });
    case 'certificates':
      return resume.certificates.map((certificate) => {
        const link = printedLink(certificate.url);
        const expired = isCertificateExpired(certificate, today);
        const validity = certificate.expiryDate ? `${expired ? 'Expired' : 'Valid until'} ${formatMonth(certificate.expiryDate)}` : '';
        return (
          <View key={certificate.id} style={s.entry}>
            <EntryHead
              title={
                <>
                  {certificate.name}
                  {expired ? <Text style={s.expired}> (Expired)</Text> : null}
                </>
              }
              date={formatMonth(certificate.date)}
              s={s}
            />
            <Text style={s.entrySub}>{[certificate.issuer, certificate.credentialId ? `Credential ID ${certificate.credentialId}` : '', validity].filter(Boolean).join('  ·  ')}</Text>
            {link ? <LinkLine links={[link]} style={s.paragraph} linkStyle={s.link} /> : null}
          </View>
        );
      });
    case 'languages':
      return resume.languages.map((language) => (
        <Text key={language.id} style={s.paragraph}>
          <Text style={s.label}>{language.name}</Text>
          {` – ${language.proficiency}`}
          {language.certification.trim() ? ` (${language.certification.trim()})` : ''}
        </Text>
      ));
  }
}

function customBlocks(section: Resume['customSections'][number], s: Styles): ReactNode[] {
  const blocks: ReactNode[] = [];
  if (section.content.trim()) blocks.push(<Description key="content" text={section.content} s={s} />);
  for (const item of section.items) {
    const link = printedLink(item.url);
    blocks.push(
      <View key={item.id} style={s.entry}>
        <EntryHead title={item.title} date={item.date} s={s} />
        {item.subtitle ? <Text style={s.entrySub}>{item.subtitle}</Text> : null}
        <Description text={item.description} s={s} />
        {link ? <LinkLine links={[link]} style={s.paragraph} linkStyle={s.link} /> : null}
      </View>,
    );
  }
  return blocks;
}

function Header({ resume, theme, s }: { resume: Resume; theme: ResumeTheme; s: Styles }) {
  const location = resume.location.trim();
  return (
    <View style={theme.header === 'band' ? [s.header, s.band] : s.header}>
      <Text style={s.name}>{fullName(resume)}</Text>
      {resume.jobTitle.trim() ? <Text style={s.jobTitle}>{resume.jobTitle.trim()}</Text> : null}
      {/* One text per item, so a line breaks between items and never inside an address. */}
      <View style={s.contactRow}>
        {location ? <Text style={s.contact}>{location}</Text> : null}
        {contactLinks(resume).map((link) => (
          <Link key={link.href} src={link.href} style={[s.contact, s.contactLink]}>
            {link.label}
          </Link>
        ))}
      </View>
    </View>
  );
}

/**
 * The resume as a PDF document in one of the five templates (product.md §2.10): one column read
 * top to bottom, selectable text in the embedded Noto fonts, clickable links, and the sections in
 * the template's order with empty ones left out. Call `registerResumeFonts` before rendering it.
 */
export function ResumeDocument({ resume, template, paper, today }: ResumeDocumentProps) {
  const theme = resumeThemes[template];
  const s = stylesFor(theme);
  const name = fullName(resume);
  return (
    <Document
      title={name ? `${name} – Resume` : 'Resume'}
      author={name}
      subject={resume.jobTitle || resume.targetRole || 'Resume'}
      keywords={resume.skills.map((skill) => skill.name).join(', ')}
      creator="Kodeshala"
      producer="Kodeshala"
      language="en-IN"
    >
      <Page size={paper} style={s.page}>
        <Header resume={resume} theme={theme} s={s} />
        {sectionOrder[template].flatMap((slot) =>
          slot === 'custom'
            ? printedCustomSections(resume).map((section) => <Section key={`custom-${section.id}`} title={section.title} blocks={customBlocks(section, s)} s={s} />)
            : sectionHasContent(resume, slot)
              ? [<Section key={slot} title={sectionTitles[slot]} blocks={blocksOf(slot, resume, theme, today, s)} s={s} />]
              : [],
        )}
      </Page>
    </Document>
  );
}
