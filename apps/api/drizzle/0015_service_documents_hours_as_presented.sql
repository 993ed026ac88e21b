-- Stored search documents now hold each regular opening hour in the contract's shape, built by
-- the database (decision 0055). Documents stored before are dropped: the server rebuilds them
-- after a migration, and until then a service is presented from its rows.
DELETE FROM "service_documents";
