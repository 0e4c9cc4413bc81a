/** Every page of the built site, with text its served HTML must contain before any script runs. */
export const routes = [
  { path: '/', text: ['Predicting & Preventing Autistic Meltdowns', 'Why SenseAhead?', 'Maya Okafor', 'Research Overview', 'Our Board of Advisors', 'Partner Organizations', 'Voices & Stories', 'Get in Touch'] },
  { path: '/mission', text: ['Why SenseAhead?', 'Personalized Learning', 'Inclusive Environments', 'Community Empowerment'] },
  { path: '/about', text: ['Founder', 'My Story'] },
  { path: '/science', text: ['Physiological Indicators', 'Behavioral Signals', 'Environmental Triggers', 'Cognitive Load Markers', 'Key Warning Signs', 'Published Research', 'Intervention Strategies'] },
  { path: '/advisors', text: ['Research Guidance', 'Strategic Direction', 'Quality Assurance', 'Support Us as an Advisor', 'Become a Student Ambassador'] },
  { path: '/supporting-orgs', text: ['Bright Voices Youth Corps', 'Riverbend Autism Network', 'National Autism Research Fund', '75 students across three cohorts'] },
  { path: '/contact', text: ['Get in Touch', 'hello@senseahead.org'] },
  { path: '/research', text: ['Our Research', 'Meltdown Prediction', 'Predictive Technology', 'Wearable Early-Warning Pilot', 'Subscribe to Research Updates', 'Join as Research Participant'] },
  { path: '/play-with-me', text: ['Play With Me', 'Kahoot Quiz', 'Memory Game', 'How It Works', 'Sign Up', 'Get Matched', 'Play & Connect'] },
  { path: '/community-signup', text: ['Join Our Community', 'Community Benefits'] },
  { path: '/advisor-signup', text: ['Become an Advisor', 'Advisor Roles'] },
  { path: '/student-ambassador-signup', text: ['Become a Student Ambassador', 'What You Gain', 'Your Role'] },
  { path: '/blog/why-i-started-senseahead', text: ['Why I Started SenseAhead', 'The small signs'] },
  { path: '/podcasts/early-signs-a-conversation-with-parents', text: ['Early Signs: A Conversation with Parents', 'Part 1: Noticing the signs'] },
  { path: '/no-such-page', text: ['404 Page Not Found', "We're sorry, the page you are looking for doesn't exist or has been moved.", 'Return to Home'] },
] as const
