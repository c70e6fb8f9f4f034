-- Accounts no longer get a generated "Star" + 6-character handle as their nickname: a handle
-- given earlier is cleared, so such a person is greeted by their own profile's name or without one.
UPDATE "users" SET "nickname" = '' WHERE "nickname" ~ '^Star[A-HJ-NP-Z2-9]{6}$';
