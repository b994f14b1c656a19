package io.objbench.adaptor.librados;

/** A well-formed cephx key (as {@code ceph-authtool --gen-print-key} prints) that no user has. */
final class WrongKey {

    static final String KEY = "AQBOWQJrifnJHRAAKwtPqBvpBSWAu8ZFGjK5BA==";

    private WrongKey() {
    }
}
