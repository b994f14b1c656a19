package io.objbench.adaptor.librados;

import io.objbench.api.AdaptorConfig;
import io.objbench.api.AdaptorException;

/**
 * The {@code <storage type="librados" config="…">} keys, parsed and checked once per mission.
 * The COSBench keys keep their meaning: {@code endpoint} is the monitor host, {@code accesskey}
 * the cephx user and {@code secretkey} its key.
 *
 * @param cluster    the connection settings (shared handle key)
 * @param chunkSize  the largest single write or read sent to the cluster
 * @param createPool whether {@code init} creates missing pools (else it only checks they exist)
 * @param pgNum      placement groups of pools {@code init} creates
 * @param deletePool whether {@code dispose} deletes pools (else it only checks they exist)
 */
record LibradosSettings(ClusterSettings cluster, int chunkSize, boolean createPool, int pgNum, boolean deletePool) {

    static final String ENDPOINT = "endpoint";
    static final String ACCESS_KEY = "accesskey";
    static final String SECRET_KEY = "secretkey";
    static final String CEPH_CONF = "ceph_conf";
    static final String KEYRING = "keyring";
    static final String MOUNT_TIMEOUT = "client_mount_timeout";
    static final String OP_TIMEOUT = "op_timeout";
    static final String CHUNK_SIZE = "chunk_size";
    static final String CREATE_POOL = "create_pool";
    static final String PG_NUM = "pg_num";
    static final String DELETE_POOL = "delete_pool";

    static final int DEFAULT_CHUNK = 4 * 1024 * 1024;
    // librados refuses single writes above osd_max_write_size (90 MB by default)
    private static final long MAX_CHUNK = 64L * 1024 * 1024;

    /** Parses and checks the keys; fails naming the key at fault. */
    static LibradosSettings of(AdaptorConfig config) throws AdaptorException {
        String user = blankToNull(config.getString(ACCESS_KEY, "admin"));
        if (user == null) {
            user = "admin";
        } else if (user.startsWith("client.")) {
            user = user.substring("client.".length()); // librados adds the prefix itself
        }
        String monHost = blankToNull(config.getString(ENDPOINT, null));
        String conf = blankToNull(config.getString(CEPH_CONF, null));
        if (monHost == null && conf == null) {
            throw new AdaptorException("librados needs the monitor address: set '" + ENDPOINT
                    + "' (e.g. 127.0.0.1:6789) or '" + CEPH_CONF + "' (a ceph.conf naming 'mon host')");
        }
        int mount = positive(config, MOUNT_TIMEOUT, config.getInt(MOUNT_TIMEOUT, 10));
        int op = config.getInt(OP_TIMEOUT, 60);
        if (op < 0) {
            throw new AdaptorException("config key '" + OP_TIMEOUT + "' has value '" + op + "': expected 0 (no limit) or more seconds");
        }
        long chunk = config.getBytes(CHUNK_SIZE, DEFAULT_CHUNK);
        if (chunk < 4096 || chunk > MAX_CHUNK) {
            throw new AdaptorException("config key '" + CHUNK_SIZE + "' has value '" + config.getString(CHUNK_SIZE, "")
                    + "': expected a size from 4KiB to 64MiB");
        }
        ClusterSettings cluster = new ClusterSettings(monHost, user, blankToNull(config.getString(SECRET_KEY, null)),
                conf, blankToNull(config.getString(KEYRING, null)), mount, op);
        return new LibradosSettings(cluster, (int) chunk, config.getBoolean(CREATE_POOL, false),
                positive(config, PG_NUM, config.getInt(PG_NUM, 8)), config.getBoolean(DELETE_POOL, false));
    }

    private static int positive(AdaptorConfig config, String key, int value) throws AdaptorException {
        if (value <= 0) {
            throw new AdaptorException("config key '" + key + "' has value '" + config.getString(key, "")
                    + "': expected a positive integer");
        }
        return value;
    }

    private static String blankToNull(String s) {
        return s == null || s.isBlank() ? null : s.trim();
    }
}
