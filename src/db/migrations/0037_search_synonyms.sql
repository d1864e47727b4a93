CREATE TABLE "search_synonyms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "search_synonyms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"term" text NOT NULL,
	"words" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "search_synonyms_term_key" ON "search_synonyms" USING btree ("term");--> statement-breakpoint
-- A synonym changes what searches find: every change bumps the catalogue version, as products' and categories' do
-- (migration 0003), so cached search answers and pages are emptied at the writer's commit (decision 051).
CREATE CONSTRAINT TRIGGER "search_synonyms_catalog_version" AFTER INSERT OR UPDATE OR DELETE ON "search_synonyms"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "search_synonyms_catalog_version_truncate" AFTER TRUNCATE ON "search_synonyms"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
-- The words Indian shoppers type for everyday groceries, in Latin letters and in Devanagari (issue 32 §3): the
-- grocer edits or deletes them in the back office (Catalogue → Search synonyms).
INSERT INTO "search_synonyms" ("term", "words") VALUES
  ('tamatar', '{tomato}'), ('टमाटर', '{tomato}'),
  ('pyaz', '{onion}'), ('pyaaz', '{onion}'), ('pyaj', '{onion}'), ('प्याज', '{onion}'),
  ('aloo', '{potato}'), ('alu', '{potato}'), ('आलू', '{potato}'),
  ('dahi', '{curd,yogurt}'), ('दही', '{curd,yogurt}'),
  ('panir', '{paneer}'), ('पनीर', '{paneer}'),
  ('chawal', '{rice}'), ('चावल', '{rice}'),
  ('doodh', '{milk}'), ('dudh', '{milk}'), ('दूध', '{milk}'),
  ('atta', '{flour}'), ('आटा', '{atta,flour}'),
  ('dal', '{lentils,pulses}'), ('daal', '{dal,lentils}'), ('दाल', '{dal,lentils}'),
  ('lentils', '{dal}'), ('lentil', '{dal}'),
  ('adrak', '{ginger}'), ('अदरक', '{ginger}'),
  ('lahsun', '{garlic}'), ('lehsun', '{garlic}'), ('लहसुन', '{garlic}'),
  ('mirch', '{chilli}'), ('मिर्च', '{chilli}'),
  ('dhaniya', '{coriander}'), ('धनिया', '{coriander}'),
  ('palak', '{spinach}'), ('baingan', '{brinjal}'), ('matar', '{peas}'), ('मटर', '{peas}'),
  ('nimbu', '{lemon}'), ('kela', '{banana}'), ('aam', '{mango}'), ('seb', '{apple}'),
  ('anda', '{egg}'), ('ande', '{egg}'), ('अंडा', '{egg}'),
  ('chini', '{sugar}'), ('cheeni', '{sugar}'), ('namak', '{salt}'), ('नमक', '{salt}'),
  ('tel', '{oil}'), ('makhan', '{butter}'), ('chai', '{tea}'), ('चाय', '{tea}'),
  ('haldi', '{turmeric}'), ('jeera', '{cumin}'), ('gajar', '{carrot}'), ('kheera', '{cucumber}'),
  ('shahad', '{honey}'), ('paani', '{water}'), ('pani', '{water}'), ('chana', '{chickpeas}'),
  ('biscuit', '{cookies}'), ('biscuits', '{cookies}');
