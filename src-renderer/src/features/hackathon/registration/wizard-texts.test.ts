import { checkEmail, checkPhone } from '@shared/hackathon/contact-rules';
import { profileLinkField, teamNameField } from '@shared/hackathon/registration-rules';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zodResolver } from '../../../core/forms/zod-resolver';
import { serverTextOf, setAppLanguage } from '../../../core/i18n';
import './wizard-texts';
import '../hackathon-texts';

/** Every text the live checks and the link fields can say, as the wizard's form gets it: English only, no id. */
const said = [
  checkEmail('').message,
  checkEmail('asha.example.com').message,
  checkEmail('@gmail.com').message,
  checkEmail('asha@').message,
  checkEmail('asha@localhost').message,
  checkEmail('asha kumar@gmial.com').message,
  checkEmail('asha kumar@iitb.ac.in').message,
  checkEmail('asha@iitb.ac.in').message,
  checkPhone('').message,
  checkPhone('98765').message,
  checkPhone('9876543210123').message,
  checkPhone('9876543210').message,
  checkPhone('5876543210').message,
  checkPhone('19876543210').message,
  checkPhone('199876543210').message,
  checkPhone('98765x3210').message,
  profileLinkField('github').safeParse('https://gitlab.com/asha').error?.issues[0]?.message ?? '',
  profileLinkField('linkedin').safeParse('https://example.com/asha').error?.issues[0]?.message ?? '',
];

describe("the registration wizard's contact and link messages", () => {
  afterAll(() => setAppLanguage('en'));

  it('are found by their id in Hindi and Telugu, each a different text', async () => {
    expect(new Set(said).size).toBe(said.length);
    for (const language of ['hi', 'te'] as const) {
      await setAppLanguage(language);
      const shown = said.map((english) => serverTextOf(english));
      expect(shown.filter((text, index) => text === said[index]), language).toEqual([]);
    }
  });

  it('says a field over its limit by its id, with the limit', async () => {
    await setAppLanguage('te');
    expect(zodResolver(z.object({ teamName: teamNameField }))({ teamName: 'x'.repeat(61) })).toEqual({ teamName: 'Team పేరు లో గరిష్టంగా 60 అక్షరాలు ఉండవచ్చు' });
  });
});
