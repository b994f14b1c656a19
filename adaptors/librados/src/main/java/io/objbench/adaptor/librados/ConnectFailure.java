package io.objbench.adaptor.librados;

import io.objbench.api.OpResult;

/** Connecting to the cluster failed; {@link #result()} is what every operation then returns. */
final class ConnectFailure extends Exception {

    private final transient OpResult result;

    ConnectFailure(OpResult result, Throwable cause) {
        super(result.message(), cause);
        this.result = result;
    }

    /** The failure operations report. */
    OpResult result() {
        return result;
    }
}
