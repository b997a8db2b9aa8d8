import { describe, expect, it } from 'vitest';
import {
  berlinToday,
  catalogueProblems,
  DIAGNOSIS_GROUPS,
  deadlineOf,
  deadlineState,
  isIcd10Gm,
  plausibilityHints,
  prescriptionData,
  prescriptionFieldValue,
  prescriptionFromFormData,
  prescriptionRows,
  treatmentDeadline,
} from './prescription.js';

describe('treatmentDeadline (HeilM-RL: 28 days, 14 when urgent)', () => {
  it('adds 28 calendar days to the prescription date', () => {
    expect(treatmentDeadline('2026-11-02', false)).toBe('2026-11-30');
  });
  it('adds 14 days when the prescription is urgent', () => {
    expect(treatmentDeadline('2026-11-02', true)).toBe('2026-11-16');
  });
  it('crosses months and years and leap days', () => {
    expect(treatmentDeadline('2026-12-20', false)).toBe('2027-01-17');
    expect(treatmentDeadline('2028-02-10', true)).toBe('2028-02-24');
    expect(treatmentDeadline('2028-02-01', false)).toBe('2028-02-29');
  });
  it('does not move a deadline that falls on a weekend', () => {
    // 2026-11-01 is a Sunday; + 28 days is Sunday 2026-11-29, + 14 is Sunday 2026-11-15.
    expect(new Date('2026-11-29T00:00:00Z').getUTCDay()).toBe(0);
    expect(treatmentDeadline('2026-11-01', false)).toBe('2026-11-29');
    expect(treatmentDeadline('2026-11-01', true)).toBe('2026-11-15');
    // Saturday stays Saturday.
    expect(treatmentDeadline('2026-10-31', false)).toBe('2026-11-28');
  });
  it('gives no deadline without a valid date', () => {
    expect(treatmentDeadline(undefined, false)).toBeNull();
    expect(treatmentDeadline('', true)).toBeNull();
    expect(treatmentDeadline('2026-02-30', false)).toBeNull();
    expect(treatmentDeadline('12.11.2026', false)).toBeNull();
    expect(treatmentDeadline(20261112, false)).toBeNull();
  });
});

describe('deadlineState (the inbox badge)', () => {
  const today = '2026-12-01';
  it('has no badge without a deadline', () => {
    expect(deadlineState(null, today)).toBeNull();
    expect(deadlineState(undefined, today)).toBeNull();
    expect(deadlineState(deadlineOf({ name: 'A' }), today)).toBeNull();
  });
  it('is neutral more than 7 days ahead, amber within 7, red within 2', () => {
    expect(deadlineState('2026-12-12', today)).toMatchObject({ level: 'ok', label: 'Beginn bis 12.12.', daysLeft: 11 });
    expect(deadlineState('2026-12-08', today)?.level).toBe('amber');
    expect(deadlineState('2026-12-04', today)?.level).toBe('amber');
    expect(deadlineState('2026-12-03', today)?.level).toBe('red');
    expect(deadlineState('2026-12-01', today)).toMatchObject({ level: 'red', daysLeft: 0 });
  });
  it('is "abgelaufen" after the last day: a missed window voids the prescription', () => {
    expect(deadlineState('2026-11-30', today)).toMatchObject({ level: 'expired', label: 'abgelaufen', daysLeft: -1 });
  });
});

describe('deadlineOf', () => {
  it('reads the patient date and urgent flag from form data', () => {
    expect(deadlineOf({ prescriptionDate: '2026-11-02', urgent: true })).toBe('2026-11-16');
    expect(deadlineOf({ prescriptionDate: '2026-11-02', urgent: 'ja' })).toBe('2026-11-16');
    expect(deadlineOf({ prescriptionDate: '2026-11-02', urgent: 'nein' })).toBe('2026-11-30');
  });
  it("prefers staff's keyed data", () => {
    expect(deadlineOf({ prescriptionDate: '2026-11-02' }, { prescriptionDate: '2026-11-10', urgent: true })).toBe(
      '2026-11-24',
    );
    expect(deadlineOf({ prescriptionDate: '2026-11-02' }, {})).toBe('2026-11-30');
    // Staff's urgent flag (or its absence) applies to the patient's date when staff left the date empty.
    expect(deadlineOf({ prescriptionDate: '2026-11-02' }, { urgent: true, diagnosisGroup: 'WS' })).toBe('2026-11-16');
    expect(deadlineOf({ prescriptionDate: '2026-11-02', urgent: true }, { diagnosisGroup: 'WS' })).toBe('2026-11-30');
  });
});

describe('berlinToday', () => {
  it('uses the German calendar day', () => {
    expect(berlinToday(new Date('2026-11-30T23:30:00Z'))).toBe('2026-12-01');
    expect(berlinToday(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
    expect(berlinToday(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
  });
});

describe('ICD-10-GM format', () => {
  it.each(['M54.5', 'm54.5', 'M54.-', 'S83.2 R', 'M17.1 L G', 'G35', 'E11.74', 'M17.1B'])('accepts %s', (c) => {
    expect(isIcd10Gm(c)).toBe(true);
  });
  it.each(['54.5', 'M5', 'M54.555', 'Rücken', 'MM54', ''])('rejects %s', (c) => {
    expect(isIcd10Gm(c)).toBe(false);
  });
});

describe('catalogue', () => {
  it('has groups and Heilmittel for every area', () => {
    expect(catalogueProblems()).toEqual([]);
    expect(DIAGNOSIS_GROUPS.physio.map((g) => g.code)).toEqual(expect.arrayContaining(['WS', 'EX', 'ZN', 'LY']));
  });
});

describe('plausibility hints never block and say what looks wrong', () => {
  const today = '2026-12-01';
  it('has none for a plausible prescription', () => {
    expect(
      plausibilityHints(
        {
          prescriptionDate: '2026-11-25',
          therapyArea: 'physio',
          diagnosisGroup: 'WS',
          icdCodes: ['M54.5'],
          remedies: ['KG'],
          supplementaryRemedy: 'WT',
          treatmentUnits: 6,
          therapyFrequency: '1-2x wöchentlich',
        },
        today,
      ),
    ).toEqual([]);
  });
  it('names a future date, an expired window, a foreign group, a bad ICD code, a foreign Heilmittel', () => {
    expect(plausibilityHints({ prescriptionDate: '2026-12-05' }, today)[0]).toMatch(/Zukunft/);
    expect(plausibilityHints({ prescriptionDate: '2026-11-10', urgent: true }, today)[0]).toMatch(/24\.11\.2026/);
    expect(plausibilityHints({ therapyArea: 'ergo', diagnosisGroup: 'WS' }, today)[0]).toMatch(/Diagnosegruppe/);
    expect(plausibilityHints({ icdCodes: ['Rücken'] }, today)[0]).toMatch(/ICD-10/);
    expect(plausibilityHints({ therapyArea: 'podo', remedies: ['KG'] }, today)[0]).toMatch(/KG gehört nicht/);
    expect(plausibilityHints({ supplementaryRemedy: 'WT' }, today)[0]).toMatch(/vorrangigen/);
  });
});

describe('form data and staff data', () => {
  it('reads form data leniently and drops what is malformed', () => {
    expect(
      prescriptionFromFormData({
        prescriptionDate: '2026-13-01',
        therapyArea: 'zauberei',
        icdCodes: 'M54.5, M51.2, M99.9',
        treatmentUnits: '6',
        homeVisit: 'nein',
      }),
    ).toEqual({ icdCodes: ['M54.5', 'M51.2'], treatmentUnits: 6, homeVisit: false });
  });
  it('labels rows and values in German', () => {
    const rows = prescriptionRows({
      prescriptionDate: '2026-11-02',
      therapyArea: 'physio',
      remedies: ['KG', 'X1'],
      urgent: true,
    });
    expect(rows).toEqual([
      { key: 'prescriptionDate', label: 'Ausstellungsdatum der Verordnung', value: '02.11.2026' },
      { key: 'therapyArea', label: 'Heilmittelbereich', value: 'Physiotherapie' },
      { key: 'remedies', label: 'Vorrangige Heilmittel', value: 'KG – Krankengymnastik, X1' },
      { key: 'urgent', label: 'Dringlicher Behandlungsbedarf', value: 'Ja' },
    ]);
    expect(prescriptionFieldValue('diagnosisGroup', 'ws')).toBe('WS – Erkrankungen der Wirbelsäule');
    expect(prescriptionFieldValue('message', 'x')).toBeUndefined();
  });
  it('checks formats of staff data', () => {
    expect(prescriptionData.safeParse({ icdCodes: [' m54.5 '] }).data).toEqual({ icdCodes: ['M54.5'] });
    expect(prescriptionData.safeParse({ icdCodes: ['Rücken'] }).success).toBe(false);
    expect(prescriptionData.safeParse({ icdCodes: ['M54.5', 'M51.2', 'M99.9'] }).success).toBe(false);
    expect(prescriptionData.safeParse({ prescriptionDate: '2026-02-30' }).success).toBe(false);
    expect(prescriptionData.safeParse({ remedies: ['KG', 'MT', 'KMT', 'BGM'] }).success).toBe(false);
    expect(prescriptionData.safeParse({ other: 1 }).success).toBe(false);
  });
});
