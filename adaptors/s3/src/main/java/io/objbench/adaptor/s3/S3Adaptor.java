package io.objbench.adaptor.s3;

import io.objbench.api.AuthToken;
import io.objbench.api.StorageAdaptor;
import io.objbench.api.StorageSession;
import software.amazon.awssdk.services.s3.S3Client;

/**
 * The S3 storage of one mission: a single {@link S3Client} (and so one connection pool) shared by
 * the sessions of all its workers, closed with the mission.
 */
final class S3Adaptor implements StorageAdaptor {

    private final S3Client s3;
    private final S3Settings settings;
    private final RetryCounter retries;
    // null with the URLConnection client: the JDK opens its connections unseen
    private final ConnectCounter connects;

    S3Adaptor(S3Client s3, S3Settings settings, RetryCounter retries, ConnectCounter connects) {
        this.s3 = s3;
        this.settings = settings;
        this.retries = retries;
        this.connects = connects;
    }

    @Override
    public StorageSession openSession(int workerIndex, AuthToken token) {
        return new S3Session(s3, settings); // S3 signs each request itself: the token is not used
    }

    /** The SDK's resends ({@link RetryCounter}): none unless the storage config sets {@code retry}. */
    @Override
    public long retries() {
        return retries.retries();
    }

    /** Connects the Apache client started ({@link ConnectCounter}); -1 with the URLConnection client. */
    @Override
    public long connectionsOpened() {
        return connects == null ? -1 : connects.connects();
    }

    @Override
    public void close() {
        s3.close();
    }
}
