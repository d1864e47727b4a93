/**
 * The words of the back office's staff (issue 31 §4, docs/decisions/059): the invitation e-mail, the answers of the
 * staff endpoints and the invitation page. Not part of `TEXT`: the back office's words stay out of the storefront.
 */
export const STAFF_TEXT = {
  invitationInvalid: 'This invitation link is not valid, has expired or was already used. Ask the shop for a new one.',
  invitationTaken: 'This invitation was used or withdrawn a moment ago. If it was not you, ask the shop for a new one.',
  invitationNotFound: 'No open invitation with this id',
  memberNotFound: 'No back-office member with this id',
  alreadyMember: (email: string) => `${email} already has a back-office role: change it in the list instead`,
  lastOwner: (email: string) => `${email} is the shop's last owner: make someone else an owner first`,
  wrongPassword: 'An account with this e-mail exists: enter its password to accept the invitation',
  nameNeeded: 'Please enter your name',
  mail: {
    subject: (shop: string) => `You are invited to the back office of ${shop}`,
    intro: (shop: string, role: string) =>
      `You are invited to help run ${shop} as ${role}. Open the link to choose your name and password:`,
    introWithoutLink: (shop: string, role: string) =>
      `You are invited to help run ${shop} as ${role}. Open this page of the shop to choose your name and password:`,
    validity: (hours: number) => `The link works once, for ${hours} hours.`,
    ifNotYou: 'If you did not expect this, ignore this e-mail.',
    signature: (shop: string) => `— ${shop}`,
  },
  roleNames: { owner: 'an owner', manager: 'a manager', packer: 'a packer', staff: 'staff' } as Record<string, string>,
  /** The back office's page `/admin/staff`. */
  page: {
    nav: 'Staff',
    title: 'Staff',
    intro:
      'Who helps run the shop, and with which role. Invite someone by e-mail: the link lets them choose their name and password.',
    members: 'Back-office members',
    member: 'Member',
    invitee: 'Invited',
    role: 'Role',
    actions: 'Actions',
    you: '(you)',
    roleOf: (name: string) => `Role of ${name}`,
    noRole: 'None: remove from the back office',
    save: 'Save',
    roleSaved: (email: string, role: string) => `${email} is now ${role}.`,
    removed: (email: string) => `${email} no longer has a back-office role.`,
    remove: {
      title: (name: string) => `Remove ${name} from the back office?`,
      body: (email: string) =>
        `${email} keeps a shopper's account, but can no longer open the back office. You can invite them again later.`,
      confirm: 'Remove',
      keep: 'Keep',
    },
    roleHints: {
      owner: 'Everything, including staff and the shop’s settings.',
      manager: 'Runs the shop: everything but staff and the shop’s settings.',
      packer: 'Orders and stock.',
      staff: 'Orders, refunds and customers.',
    } as Record<string, string>,
    invitations: 'Open invitations',
    noInvitations: 'No open invitations.',
    expires: 'Link works until',
    expired: 'Expired',
    resend: 'Resend',
    resent: (email: string) => `A new invitation link was sent to ${email}; the old one no longer works.`,
    withdraw: 'Withdraw',
    withdrawn: (email: string) => `The invitation to ${email} was withdrawn: its link no longer works.`,
    confirmWithdraw: {
      title: 'Withdraw this invitation?',
      body: (email: string) => `The link sent to ${email} stops working at once.`,
      confirm: 'Withdraw',
      keep: 'Keep it',
    },
    invite: 'Invite',
    inviteTitle: 'Invite someone to the back office',
    inviteEmail: 'E-mail address',
    inviteRole: 'Role',
    send: 'Send invitation',
    cancel: 'Cancel',
    emailBlank: 'Please enter an e-mail address',
    invited: (email: string) => `Invitation sent to ${email}.`,
  },
  /** The page of the invitation e-mail's link, `/staff-invitation?token=…`. */
  accept: {
    title: 'Join the back office',
    invitedAs: (shop: string, role: string) => `You are invited to help run ${shop} as ${role}.`,
    invitedEmail: 'Invitation for',
    newAccount: 'Choose your name and a password: you sign in with this e-mail and password from now on.',
    existingAccount: 'You already have an account with this e-mail: enter its password to accept the invitation.',
    name: 'Your name',
    newPassword: 'Choose a password',
    password: 'Your password',
    accept: 'Accept invitation',
    welcome: (shop: string) => `Welcome to the back office of ${shop}.`,
    invalidTitle: 'Invitation not valid',
    backHome: 'Go to the shop',
  },
} as const;
