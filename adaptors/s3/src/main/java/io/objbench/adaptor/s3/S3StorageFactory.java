package io.objbench.adaptor.s3;

import io.objbench.api.AdaptorConfig;
import io.objbench.api.AdaptorException;
import io.objbench.api.StorageAdaptor;
import io.objbench.api.StorageAdaptorFactory;

/** Storage type {@code s3}: any S3-compatible server through the AWS SDK for Java v2. */
public final class S3StorageFactory implements StorageAdaptorFactory {

    private static final System.Logger LOG = System.getLogger(S3StorageFactory.class.getName());

    /** The workload type name. */
    public static final String TYPE = "s3";

    @Override
    public String type() {
        return TYPE;
    }

    @Override
    public StorageAdaptor create(AdaptorConfig config) throws AdaptorException {
        S3Settings settings = S3Settings.from(config);
        S3Settings.ignoredExpiry(config).ifPresent(warning -> LOG.log(System.Logger.Level.WARNING, warning));
        // the SDK finds its interceptors and endpoint rules through the context class loader: in an
        // OSGi framework that must be this bundle's loader, which holds the embedded SDK
        Thread thread = Thread.currentThread();
        ClassLoader previous = thread.getContextClassLoader();
        thread.setContextClassLoader(S3StorageFactory.class.getClassLoader());
        try {
            RetryCounter retries = new RetryCounter();
            ConnectCounter connects = new ConnectCounter();
            return new S3Adaptor(S3ClientBuilders.build(settings, retries, connects), settings, retries,
                    settings.httpClient() == S3Settings.HttpClientKind.APACHE ? connects : null);
        } catch (RuntimeException e) { // the SDK rejects some settings (a bad region, endpoint) only here
            throw new AdaptorException("cannot build the S3 client: " + e.getMessage(), e);
        } finally {
            thread.setContextClassLoader(previous);
        }
    }
}
