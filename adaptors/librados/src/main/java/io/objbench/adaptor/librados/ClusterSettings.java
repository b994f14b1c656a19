package io.objbench.adaptor.librados;

import java.util.Objects;

/**
 * What identifies one connection to a Ceph cluster: the missions whose settings are equal share
 * one cluster handle. Fields left {@code null} are not set on the handle (the conf file, if any,
 * provides them).
 *
 * @param monHost            monitor addresses ({@code endpoint}), e.g. {@code [v2:127.0.0.1:3300]}
 * @param user               the cephx user without {@code client.} ({@code accesskey}), e.g. {@code admin}
 * @param key                the cephx secret, base64 ({@code secretkey}); a secret
 * @param confFile           a ceph.conf to read first ({@code ceph_conf})
 * @param keyring            a keyring file ({@code keyring})
 * @param mountTimeoutSeconds how long connecting may take before it fails ({@code client_mount_timeout})
 * @param opTimeoutSeconds   how long one operation may take, 0 for no limit ({@code op_timeout})
 */
record ClusterSettings(String monHost, String user, String key, String confFile, String keyring,
                       int mountTimeoutSeconds, int opTimeoutSeconds) {

    ClusterSettings {
        Objects.requireNonNull(user, "user");
    }

    /** Hides the key. */
    @Override
    public String toString() {
        return "ClusterSettings[monHost=" + monHost + ", user=" + user + ", key=" + (key == null ? "none" : "***")
                + ", confFile=" + confFile + ", keyring=" + keyring + ", mountTimeout=" + mountTimeoutSeconds
                + "s, opTimeout=" + opTimeoutSeconds + "s]";
    }
}
