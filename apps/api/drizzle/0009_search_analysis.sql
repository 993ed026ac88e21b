-- What the database knows about a search's words and phrases, in one call (search/analyse.ts
-- builds the search from it). It is a function so that its plan is kept for the session:
-- planned afresh, this statement took longer to plan than to run (decision 0040). A change to
-- what it gathers is a new migration that replaces it.
CREATE FUNCTION "search_analysis"(
  "query_ngrams" text[], "query_words" text[], "look_alikes" integer, "query_pieces" text[]
) RETURNS json LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (
    with ngram as (
      select g as text, phraseto_tsquery('english', g)::text as key,
        phraseto_tsquery('simple', g)::text as exact
      from unnest(query_ngrams) g
    ), word as (
      select w.word, coalesce((tsvector_to_array(to_tsvector('english', w.word)))[1], '') as lexeme
      from unnest(query_words) as w(word)
    ), info as (
      select w.word, w.lexeme,
        (select s.kind from stop_words s where s.word = w.word) as stop,
        (exists (select 1 from search_words v where v.word = w.word)
          or exists (select 1 from search_words v where v.lexeme = w.lexeme and w.lexeme <> '')
        ) as known,
        (select max(v.idf) from search_words v where v.lexeme = w.lexeme) as idf
      from (select distinct word, lexeme from word) w
    ), candidate as (
      select i.word as typed, v.word, v.lexeme, v.idf
      from info i cross join lateral (
        select v.word, v.lexeme, v.idf from search_words v
        where v.word % i.word
        order by similarity(v.word, i.word) desc, v.word
        limit look_alikes) v
      where not i.known and i.lexeme <> '' and length(i.word) >= 3 and i.word !~ '^[0-9]+$'
    ), vocabulary as (
      select v.word, v.lexeme from search_words v where v.word = any(query_pieces)
    ), keyset as (
      select key from ngram where key <> ''
      union select '''' || lexeme || '''' from candidate
      union select '''' || lexeme || '''' from vocabulary
    ), thesaurus as (
      select s.keys, s.target_keys, s.expands_to is null as two_way from synonyms s
      where s.keys && (select coalesce(array_agg(key), '{}') from keyset)
    ), named as (
      select key from keyset
      union select unnest(string_to_array(t.key, ' & ')) from thesaurus, unnest(target_keys) t(key)
    ), name as (
      select n.key, array_agg(n.token order by n.token) as tokens from search_names n
      where n.token like 'category:%'
        and n.key in (select regexp_replace(key, '<[0-9]+>', '<->', 'g') from named)
      group by n.key
    ), place as (
      select g.text, array_agg(n.token order by n.token) as tokens
      from ngram g join search_names n on n.key = g.exact and n.token like 'place:%'
      group by g.text
    )
    select json_build_object(
      'ngrams', coalesce((select json_object_agg(text, key) from ngram), '{}'),
      'words', coalesce((select json_agg(info) from info), '[]'),
      'candidates', coalesce((select json_agg(candidate) from candidate), '[]'),
      'vocabulary', coalesce((select json_agg(vocabulary) from vocabulary), '[]'),
      'thesaurus', coalesce((select json_agg(thesaurus) from thesaurus), '[]'),
      'names', coalesce((select json_object_agg(key, tokens) from name), '{}'),
      'places', coalesce((select json_object_agg(text, tokens) from place), '{}')
    )
  );
END
$$;
