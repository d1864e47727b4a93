/** Sign in, sign up, one-time code and password reset screens (spec section 2), the account page. */
export const ACCOUNTS_TEXT = {
  auth: {
    /** The sign-up and checkout forms' word, and the API's. */
    invalidEmail: 'Please enter a valid email address',
    signInIntro: 'Welcome back! Sign in to see your cart, your list and your orders.',
    signUpTitle: 'Sign Up',
    signUpIntro: 'Create your account to shop faster and keep track of your orders.',
    verifyIntro: 'Your email address is not verified yet. We will send a new code to it.',
    email: 'Email',
    password: 'Password',
    fullName: 'Full Name',
    phone: 'Phone No.',
    forgotPassword: 'Forgot Password',
    signUp: 'Sign Up',
    noAccount: 'Not registered yet?',
    haveAccount: 'Already have an account?',
    or: 'or',
    /** The show/hide toggle: one label (pressed or not) per password field, e.g. 'Show new password'. */
    showPassword: (field: string) => `Show ${field.toLowerCase()}`,
    passwordHint: 'At least 8 characters.',
    googleOff: 'Google sign-in is not set up on this shop, so please use your email and password.',
    googleLoadFailed: 'Google sign-in could not be loaded. Please use your email and password.',
    submit: 'Submit',
    otpCode: 'Verification code',
    otpDigit: (n: number, of: number) => `Digit ${n} of ${of}`,
    otpHelp: 'Enter the 6-digit code from the email. It is valid for 10 minutes.',
    resendIn: (seconds: number) => `You can ask for a new code in ${seconds} s.`,
    resendReady: "Didn't get it? Check your spam folder or ask for a new code.",
    otpNoEmail: 'We do not know which email address to check. Please sign up or sign in again.',
    resetIntro: (email: string) => `Choose a new password for ${email}.`,
    newPassword: 'New Password',
    confirmPassword: 'Confirm Password',
    resetMissing:
      'This password reset has expired or was already used. Please ask for a new code from the Sign In page.',
    backToSignIn: 'Back to Sign In',
    perks: (freeDelivery: string) => [
      'Fresh groceries and daily essentials',
      `Free delivery ${freeDelivery}`,
      'Easy returns and secure payments',
    ],
    perksTitle: 'Your neighbourhood shop, online',
  },
  account: {
    intro: 'Update your profile and keep your account safe.',
    editProfile: 'Edit Profile',
    changePassword: 'Change Password',
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    save: 'Save',
    oldPassword: 'Old Password',
    newPassword: 'New password',
    confirmPassword: 'Confirm Password',
    pickImages: 'Upload images',
    uploading: 'Uploading images…',
    avatarHint: 'JPG, PNG or WEBP, up to 5 images of 5 MB and 4096 × 4096 pixels each. The first image is your avatar.',
    avatarAlt: 'Your avatar',
    imageAlt: (n: number) => `Profile image ${n}`,
    removeImage: (n: number) => `Remove image ${n}`,
    makeAvatar: (n: number) => `Use image ${n} as avatar`,
    noImages: 'No images yet: upload at least one.',
    emailReadOnly: 'Your email address cannot be changed.',
    tooManyImages: (max: number) => `You can upload at most ${max} images at a time`,
    googleNoPassword: 'You sign in with Google, so this account has no password to change.',
    passwordTipTitle: 'Keep your account safe',
    passwordTip:
      'Use at least 8 characters that you do not use elsewhere. Changing your password signs you out on your other devices.',
    loading: 'Loading your account…',
  },
} as const;

/** What only the server says about accounts: the account e-mails and the image uploads' answers (texts/server.ts). */
export const ACCOUNTS_SERVER_TEXT = {
  /** The accounts API's answers (no spec wording exists for these). */
  accountsApi: {
    badCredentials: 'Invalid email or password',
    unverified: 'Please verify your email address first. We can send you a new code.',
    // The same words for a new and an existing address (an existing one's owner gets a warning instead of a code).
    signedUp: 'Almost done: check your email for the 6-digit code that verifies your address.',
    signedOut: 'You are signed out.',
    /** The account's language (issue 33): saved by the header's switch while signed in. */
    languageSaved: 'Your language is saved: your e-mails will come in it.',
    languageUnknown: 'Choose English (en) or Hindi (hi) as your language.',
    codeSent: 'If an account exists for this email, a new code is on its way.',
    resetSent: 'If an account exists for this email, we sent a code to reset the password.',
    alreadyVerified: 'Your email address is already verified.',
    badCode: 'The code is wrong or has expired. Please try again or request a new code.',
    verified: 'Your email address is verified.',
    resetVerified: 'Code accepted. Please choose a new password.',
    resetInvalid: 'This password reset is no longer valid. Please request a new code.',
    passwordReset: 'Your password has been changed. Please sign in with the new password.',
    enterCode: (digits: number) => `Please enter the ${digits}-digit code from the email`,
    invalidPhone: 'Please enter a valid phone number',
    passwordTooShort: (min: number) => `Password must be at least ${min} characters`,
    passwordTooLong: (max: number) => `Password must be at most ${max} characters`,
    uploadImagesFirst: 'Please upload the images before saving them on your profile',
    googleNoPassword: 'This account signs in with Google and has no password to change',
    wrongCurrentPassword: 'Your current password is not correct',
    googleOff: 'Sign-in with Google is not set up on this shop. Please use your email and password.',
    googleUnreachable: 'We could not reach Google to check your sign-in. Please try again.',
    googleTokenInvalid: 'Google sign-in failed: the sign-in token is not valid. Please try again.',
    googleTokenMissing: 'The Google sign-in token is missing',
    googleNoEmail: 'Google did not share an email address for this account',
    googleEmailUnverified: 'Your Google email address is not verified',
  },
  /** The account e-mails; the shop's name is SHOP_NAME. Code mails carry no text the requester chose. */
  mail: {
    hello: 'Hello,',
    helloName: (name: string) => `Hello ${name},`,
    signature: (shop: string) => `— ${shop}`,
    verify: {
      subject: (shop: string) => `Your ${shop} verification code`,
      intro: (shop: string) =>
        `Welcome to ${shop}! Enter this code on the verification screen to confirm your e-mail address:`,
      ifNotYou: (shop: string) =>
        `If you did not create a ${shop} account, you can ignore this e-mail: without the code nobody can use this address with us.`,
    },
    reset: {
      subject: (shop: string) => `Your ${shop} password reset code`,
      intro: (shop: string) =>
        `Someone asked to reset the password of your ${shop} account. Enter this code to choose a new password:`,
      ifNotYou: (_shop: string) =>
        'If this was not you, ignore this e-mail: your password stays as it is. If it keeps happening, reply to let us know.',
    },
    codeValidity: (minutes: number, shop: string) =>
      `The code is valid for ${minutes} minutes and can be used once. Never share it: ${shop} staff will never ask for it.`,
    accountExists: {
      subject: (shop: string) => `Someone tried to create a ${shop} account with your address`,
      body: (shop: string) => [
        `Someone just tried to create a ${shop} account with this e-mail address. You already have an account with us, so nothing was created and no password was changed.`,
        'If it was you: sign in with your password, or use "Forgot password" on the sign-in page to choose a new one.',
        'If it was not you, you can ignore this e-mail: nobody can use your account without your password or a code sent to this address.',
      ],
    },
  },
  /** Image uploads (profile pictures, review photos). */
  mediaApi: {
    sendAsMultipart: 'Please send the images as multipart/form-data',
    useImagesField: 'Please send the images in the field "images"',
    tooManyFiles: (max: number) => `You can upload at most ${max} images at a time`,
    fileTooLarge: (megabytes: number) => `Each image must be at most ${megabytes} MB`,
    chooseImage: 'Please choose at least one image',
  },
  uploads: {
    tooLarge: (maxSide: number) => `Images can be at most ${maxSide} × ${maxSide} pixels; please use a smaller image`,
    oneAtATime: 'Please wait until your previous upload has finished',
    tooManyPending: (max: number) =>
      `You can have at most ${max} unsaved images: save your profile or remove them before uploading more`,
    storedTooLarge: (mb: number) =>
      `This image does not compress below ${mb} MB; please use a smaller or less detailed image`,
    /** The media folder is full, read-only or not ours to write (507): nothing the shopper can change. */
    notStored: 'The image could not be stored. Please try again later.',
  },
} as const;
