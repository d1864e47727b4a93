-- Every row written before channels existed is an e-mail: the default fills them in.
ALTER TABLE "mail_outbox" ADD COLUMN "channel" text DEFAULT 'email' NOT NULL;