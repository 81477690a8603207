CREATE TABLE "zip_centroids" (
	"zip" varchar(5) PRIMARY KEY NOT NULL,
	"latitude" double precision,
	"longitude" double precision
);
