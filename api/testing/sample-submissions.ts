import type { FormName } from '../forms/form-definitions.server.ts'

/** A valid submission of every form, as the browser sends it: its fields and an empty hidden field (no form token: tests that need one fetch it). */
export const SAMPLE_SUBMISSIONS: Record<FormName, Record<string, unknown>> = {
  contact: { name: 'Ada Lovelace', email: 'ada@example.org', subject: 'general_inquiry', message: 'I would like to know more about your research.', newsletter: true, website: '' },
  'community-signup': { name: 'Grace Hopper', email: 'grace@example.org', organization: 'Navy', role: 'Educator', signUpForUpdates: false, website: '' },
  'advisor-signup': { name: 'Temple Grandin', email: 'temple@example.org', organization: '', role: 'Researcher', signUpForUpdates: true, website: '' },
  'student-ambassador-signup': {
    name: 'Sam Student',
    email: 'sam@example.edu',
    school: 'Central High',
    grade: '11th',
    major: '',
    interests: 'Neuroscience and peer support',
    experience: 'Peer tutor for two years',
    motivation: 'My brother is autistic and I want to help.',
    signUpForUpdates: false,
    website: '',
  },
  'play-signup': {
    childName: 'Robin',
    parentEmail: 'parent@example.org',
    ageGroup: '8-10',
    availability: 'Weekday afternoons',
    preferredGames: 'Chess, Uno',
    additionalInfo: '',
    parentConsent: true,
    website: '',
  },
  'volunteer-signup': {
    name: 'Vic Volunteer',
    email: 'vic@example.org',
    availability: 'Saturdays',
    preferredGames: 'Pictionary',
    experience: 'Camp counsellor',
    additionalInfo: '',
    website: '',
  },
}
