/** The home page's invitations to take part, each leading to its sign-up page. */
export const invitations = {
  advisor: {
    title: 'Support Us as an Advisor',
    text: 'Do you work in research, education or advocacy? Help guide our work.',
    action: { label: 'Become an Advisor', href: '/advisor-signup' },
  },
  ambassador: {
    title: 'Become a Student Ambassador',
    text: 'Are you in high school or college? Help autistic children feel included in your school and community.',
    action: { label: 'Apply Now', href: '/student-ambassador-signup' },
  },
  community: {
    title: 'Join Our Community',
    text: 'Get research updates, practical guides and invitations to events.',
    action: { label: 'Join Our Community', href: '/community-signup' },
  },
} as const
