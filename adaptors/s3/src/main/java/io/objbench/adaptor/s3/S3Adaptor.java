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

    S3Adaptor(S3Client s3, S3Settings settings) {
        this.s3 = s3;
        this.settings = settings;
    }

    @Override
    public StorageSession openSession(int workerIndex, AuthToken token) {
        return new S3Session(s3, settings); // S3 signs each request itself: the token is not used
    }

    @Override
    public void close() {
        s3.close();
    }
}
