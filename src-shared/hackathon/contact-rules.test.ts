import { describe, expect, it } from 'vitest';
import { checkEmail, checkPhone, e164Phone, editDistance, misspeltDomains, normalisePhone, popularDomains, similarity, suggestedDomain } from './contact-rules';

describe('the e-mail check', () => {
  it('asks for the address by the field’s label when it is empty or blank', () => {
    expect(checkEmail('')).toEqual({ valid: false, message: 'Email is required' });
    expect(checkEmail('   ')).toEqual({ valid: false, message: 'Email is required' });
  });

  it('wants exactly one @', () => {
    const message = 'Please enter a valid email format (example: yourname@gmail.com)';
    expect(checkEmail('asha.example.com')).toEqual({ valid: false, message });
    expect(checkEmail('asha@@gmail.com')).toEqual({ valid: false, message });
    expect(checkEmail('a@b@gmail.com')).toEqual({ valid: false, message });
  });

  it('wants a username before the @, then a domain after it', () => {
    expect(checkEmail('@gmail.com')).toEqual({ valid: false, message: 'Email must have a username before @ symbol' });
    expect(checkEmail('asha@')).toEqual({ valid: false, message: 'Email must have a domain after @ symbol' });
    expect(checkEmail('@').message).toBe('Email must have a username before @ symbol');
  });

  it('wants a dot in the domain, and offers the popular domain it was probably meant to be', () => {
    expect(checkEmail('asha@localhost')).toEqual({ valid: false, message: 'Domain must include a valid extension (like .com, .in, etc.)' });
    expect(checkEmail('asha@gmailcom')).toEqual({
      valid: false,
      message: 'Domain must include a valid extension (like .com, .in, etc.)',
      suggestion: 'asha@gmail.com',
    });
  });

  it('says "Invalid email format" for a broken address when a correction exists, else gives the example', () => {
    expect(checkEmail('asha kumar@gmial.com')).toEqual({ valid: false, message: 'Invalid email format', suggestion: 'asha kumar@gmail.com' });
    expect(checkEmail('asha@gmail.c')).toEqual({ valid: false, message: 'Invalid email format', suggestion: 'asha@gmail.com' });
    expect(checkEmail('asha kumar@iitb.ac.in')).toEqual({ valid: false, message: 'Please enter a valid email address (example: yourname@gmail.com)' });
    expect(checkEmail('asha@college.edu.').message).toBe('Please enter a valid email address (example: yourname@gmail.com)');
  });

  it('accepts a well-formed address, trimmed, with the ✓ line', () => {
    expect(checkEmail(' asha.k+hack@iitb.ac.in ')).toEqual({ valid: true, message: '✓ Valid email address' });
    expect(checkEmail('Asha@Gmail.com')).toEqual({ valid: true, message: '✓ Valid email address' });
    for (const domain of popularDomains) expect(checkEmail(`asha@${domain}`)).toEqual({ valid: true, message: '✓ Valid email address' });
  });

  it('still offers the correction for a well-formed address at a misspelt domain', () => {
    expect(checkEmail('asha@gmial.com')).toEqual({ valid: true, message: '✓ Valid email address', suggestion: 'asha@gmail.com' });
    expect(checkEmail('Asha.K@Hotmial.com')).toEqual({ valid: true, message: '✓ Valid email address', suggestion: 'Asha.K@hotmail.com' });
  });
});

describe('the domain correction', () => {
  it('names every misspelling of the table, whatever its case', () => {
    for (const [typo, right] of Object.entries(misspeltDomains)) expect(suggestedDomain(typo)).toBe(right);
    expect(suggestedDomain('GMIAL.COM')).toBe('gmail.com');
    expect(suggestedDomain('gamil.com')).toBe('gmail.com');
    expect(suggestedDomain('yaho.com')).toBe('yahoo.com');
    expect(suggestedDomain('outlok.com')).toBe('outlook.com');
    expect(suggestedDomain('rediffmial.com')).toBe('rediffmail.com');
  });

  it('corrects only misspellings: the table never maps to an unknown domain', () => {
    for (const right of Object.values(misspeltDomains)) expect(popularDomains).toContain(right);
  });

  it('offers nothing for a popular domain or one like none of them', () => {
    for (const domain of popularDomains) expect(suggestedDomain(domain)).toBeUndefined();
    expect(suggestedDomain('iitb.ac.in')).toBeUndefined();
    expect(suggestedDomain('kodeshala.in')).toBeUndefined();
    expect(suggestedDomain('proton.me')).toBeUndefined();
    expect(suggestedDomain('college.edu')).toBeUndefined();
  });

  it('offers one to a real but rare domain close to a popular one, which the person may ignore', () => {
    expect(suggestedDomain('gmx.com')).toBe('gmail.com');
    expect(checkEmail('asha@gmx.com')).toMatchObject({ valid: true, suggestion: 'asha@gmail.com' });
  });

  it('finds near misses outside the table by a similarity above 0.6, the closest winning', () => {
    expect(suggestedDomain('gmsil.com')).toBe('gmail.com');
    expect(suggestedDomain('icloud.cm')).toBe('icloud.com');
    expect(suggestedDomain('protonmail.co')).toBe('protonmail.com');
    expect(suggestedDomain('yahoo.co.inn')).toBe('yahoo.co.in');
    expect(suggestedDomain('aool.com')).toBe('aol.com');
  });

  it('keeps to the boundary: a domain at or below 0.6 gets nothing', () => {
    expect(similarity('abcde', 'abxyz')).toBeCloseTo(0.4);
    expect(similarity('ixxxxd.com', 'icloud.com')).toBeCloseTo(0.6);
    expect(suggestedDomain('ixxxxd.com')).toBeUndefined();
    expect(suggestedDomain('ixxxud.com')).toBe('icloud.com');
    expect(similarity('aol.xx', 'aol.com')).toBeCloseTo(1 - 3 / 7);
    expect(suggestedDomain('aol.xx')).toBeUndefined();
    expect(similarity('live.in', 'live.com')).toBeCloseTo(0.625);
    expect(suggestedDomain('live.in')).toBe('live.com');
  });

  it('measures normalised Levenshtein similarity', () => {
    expect(editDistance('gmail.com', 'gmail.com')).toBe(0);
    expect(editDistance('gmal.com', 'gmail.com')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
    expect(similarity('', '')).toBe(1);
    expect(similarity('gmal.com', 'gmail.com')).toBeCloseTo(8 / 9);
  });
});

describe('the phone check', () => {
  it('asks for a phone when there is none', () => {
    expect(checkPhone('')).toEqual({ valid: false, message: 'Phone number is required' });
    expect(checkPhone(' ( ) - ')).toEqual({ valid: false, message: 'Phone number is required' });
  });

  it('counts only digits for the length', () => {
    expect(checkPhone('98765 4321')).toEqual({ valid: false, message: 'Phone number must be at least 10 digits' });
    expect(checkPhone('+91 98765')).toEqual({ valid: false, message: 'Phone number must be at least 10 digits' });
    expect(checkPhone('9876543210123')).toEqual({ valid: false, message: 'Phone number cannot be more than 12 digits' });
    expect(checkPhone('+91 (987) 654-3210 1')).toEqual({ valid: false, message: 'Phone number cannot be more than 12 digits' });
  });

  it('accepts 10 digits starting 6 to 9, or 12 starting 91 then 6 to 9, in any usual spelling', () => {
    for (const phone of ['6000000000', '7123456789', '8123456789', '9876543210', '98765 43210', '98765-43210', '(987) 654-3210', '919876543210', '+91 98765 43210', '+91-6123456789']) {
      expect(checkPhone(phone)).toEqual({ valid: true, message: '✓ Valid phone number' });
    }
  });

  it('explains a 10-digit number that does not start with 6 to 9', () => {
    for (const phone of ['5876543210', '0876543210', '1234567890']) {
      expect(checkPhone(phone)).toEqual({ valid: false, message: 'Indian mobile numbers must start with 6, 7, 8, or 9' });
    }
  });

  it('explains the 11- and 12-digit formats', () => {
    expect(checkPhone('09876543210')).toEqual({ valid: false, message: 'For 11-digit numbers, use format: 91XXXXXXXXXX' });
    expect(checkPhone('91987654321')).toEqual({ valid: false, message: 'For 11-digit numbers, use format: 91XXXXXXXXXX' });
    expect(checkPhone('915876543210')).toEqual({ valid: false, message: 'For 12-digit numbers, use format: 91XXXXXXXXXX' });
    expect(checkPhone('449876543210')).toEqual({ valid: false, message: 'For 12-digit numbers, use format: 91XXXXXXXXXX' });
  });

  it('refuses other characters, and a + anywhere but before the 12-digit form', () => {
    const message = 'Please enter a valid Indian mobile number (10 digits starting with 6-9)';
    expect(checkPhone('98765abc43210')).toEqual({ valid: false, message });
    expect(checkPhone('98765.43210')).toEqual({ valid: false, message });
    expect(checkPhone('+9876543210')).toEqual({ valid: false, message });
    expect(checkPhone('9198765+43210')).toEqual({ valid: false, message });
    // Letters are the invalid-number text even when the digits alone are too few.
    expect(checkPhone('98765abcde')).toEqual({ valid: false, message });
    expect(checkPhone('phone')).toEqual({ valid: false, message });
  });

  it('stores every accepted spelling of a number in E.164', () => {
    for (const phone of ['9876543210', '98765 43210', '(987) 654-3210', '919876543210', '+91 98765 43210', '+91-98765-43210']) expect(e164Phone(phone)).toBe('+919876543210');
    expect(e164Phone(' 98765.43210 ')).toBe('98765.43210');
  });

  it('normalises by removing spaces, hyphens and parentheses only', () => {
    expect(normalisePhone(' +91 (987) 654-3210 ')).toBe('+919876543210');
    expect(normalisePhone('98765.43210')).toBe('98765.43210');
  });
});
