import { Chip, Group, Text } from '@mantine/core';
import { defaultSkillLevel, hasName, skillSchema } from '@shared/resume/resume';
import { sectionSuggestions } from '@shared/resume/suggestions';
import { ListStep } from '../ListStep';
import { OptimizeButton } from '../SectionOptimizer';
import { blankSkill, newId } from '../resume-draft';
import { useResumeFormContext } from '../resume-form';
import { useResumeTexts } from '../resume-texts';

/** Step 5: skills with a level 1–5 and one of six categories; quick-add chips for the target role skip what is there. */
export function SkillsStep() {
  const t = useResumeTexts();
  const form = useResumeFormContext();
  const { skills, targetRole, industry } = form.getValues();
  const { quick_add: quickAdd, role_title: roleTitle } = sectionSuggestions('skills', targetRole, industry);
  const offered = quickAdd.filter((name) => !hasName(skills, name));
  return (
    <ListStep
      list="skills"
      noun={t('nounSkill')}
      schema={skillSchema}
      blank={blankSkill}
      headline={(skill) => skill.name}
      emptyText={t('emptySkills')}
    >
      {offered.length > 0 && (
        <div>
          <Text fz="sm" fw={600} mb={6}>
            {t('quickAddFor', { role: roleTitle })}
          </Text>
          <Group gap={6} role="group" aria-label={t('quickAddSkills')}>
            {offered.map((name) => (
              <Chip
                key={name}
                checked={false}
                size="sm"
                onChange={() => {
                  if (!hasName(form.getValues().skills, name)) form.insertListItem('skills', { id: newId(), name, level: defaultSkillLevel, category: 'Technical' });
                }}
              >
                {name}
              </Chip>
            ))}
          </Group>
        </div>
      )}
      {skills.length > 0 && (
        // The list keeps its entries and levels; the improver's advice says what the role asks for that is missing.
        <OptimizeButton section="skills" content={skills.map((skill) => skill.name).join(', ')} adviceKey="skills" label={t('optimizeSkills')} />
      )}
    </ListStep>
  );
}
