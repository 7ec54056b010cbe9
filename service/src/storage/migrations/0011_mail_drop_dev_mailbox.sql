-- Mail goes out through SMTP now: the dev mailbox table (read by the removed GET /dev/mailbox) is gone.
DROP TABLE IF EXISTS dev_mailbox;
