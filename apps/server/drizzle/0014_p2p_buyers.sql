CREATE TABLE "p2p_buyers" (
	"user_id" integer PRIMARY KEY NOT NULL
);
