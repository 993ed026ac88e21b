-- A misspelt word's candidates are its trigram look-alikes, as before, and every vocabulary word
-- one edit away (a letter dropped, added, changed, or two swapped). Trigrams miss those in short
-- words: "bnak" shares one of its five trigrams with "bank", "yoag" two with "yoga", below
-- pg_trgm's similarity threshold, so neither was corrected. The edits are looked up only for
-- words the vocabulary does not know. search/spelling.ts still decides which candidate, if any,
-- a search takes. The rest of the function is migration 0009's, unchanged.
CREATE OR REPLACE FUNCTION "search_analysis"(
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
    ), unknown as (
      select i.word from info i
      where not i.known and i.lexeme <> '' and length(i.word) >= 3 and i.word !~ '^[0-9]+$'
    ), letter as (
      select unnest(string_to_array('abcdefghijklmnopqrstuvwxyz', null)) as c
    ), candidate as (
      select u.word as typed, v.word, v.lexeme, v.idf
      from unknown u cross join lateral (
        select v.word, v.lexeme, v.idf from search_words v
        where v.word % u.word
        order by similarity(v.word, u.word) desc, v.word
        limit look_alikes) v
      union
      -- Each string one edit away, looked up by the vocabulary's key.
      select u.word, v.word, v.lexeme, v.idf
      from unknown u cross join lateral (
        select v.word, v.lexeme, v.idf from search_words v where v.word = any(array(
          select left(u.word, n - 1) || substr(u.word, n + 1) from generate_series(1, length(u.word)) n
          union all select left(u.word, n - 1) || substr(u.word, n + 1, 1) || substr(u.word, n, 1)
            || substr(u.word, n + 2) from generate_series(1, length(u.word) - 1) n
          union all select left(u.word, n - 1) || l.c || substr(u.word, n + 1)
            from generate_series(1, length(u.word)) n, letter l
          union all select left(u.word, n) || l.c || substr(u.word, n + 1)
            from generate_series(0, length(u.word)) n, letter l))) v
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
