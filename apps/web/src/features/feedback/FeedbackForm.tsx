import { useEffect, useRef, useState } from 'react';
import { endpoints } from '@starlit/contracts/endpoints';
import { ImageUploader, type ImageUploadItem, Input, TextArea } from 'antd-mobile';
import { SubmitButton } from '../../components/Form/SubmitButton';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/Toast/toast';
import { isOk } from '../../api/http';
import { LIMITS } from '../../api/limits';
import { useEndpointMutation } from '../../api/mutation';
import { systemApi } from '../../api/system';
import { toastError } from '../../i18n/errors';
import './feedback.css';

const ACCEPT = '.png,.jpg,.jpeg,image/png,image/jpeg';
/** the server takes feedback pictures under the same 2 MB limit as avatars */
const IMAGE_MAX_BYTES = LIMITS.avatarMaxBytes;

function imageProblem(file: File): 'imageType' | 'imageSize' | null {
  if (
    !/\.(png|jpe?g)$/i.test(file.name) ||
    !(file.type === '' || /^image\/(png|jpeg)$/.test(file.type))
  ) {
    return 'imageType';
  }
  return file.size > IMAGE_MAX_BYTES ? 'imageSize' : null;
}

/** Feedback: what happened (up to 1000 characters), up to 3 pictures, an optional way to reach the user. */
export function FeedbackForm() {
  const { t } = useTranslation('feedback');
  const navigate = useNavigate();
  const [content, setContent] = useState('');
  const [contact, setContact] = useState('');
  const [items, setItems] = useState<ImageUploadItem[]>([]);
  const send = useEndpointMutation(endpoints.feedback.feedback, systemApi.feedback);
  const busy = send.pending;
  // the previews are object URLs of the picked files: release them when the form goes away
  const previews = useRef<ImageUploadItem[]>([]);
  useEffect(() => {
    previews.current = items;
  }, [items]);
  useEffect(() => () => previews.current.forEach((item) => URL.revokeObjectURL(item.url)), []);

  const submit = async () => {
    if (!content.trim()) {
      toast.show({ content: t('contentRequired') });
      return;
    }
    const images = items
      .map((item) => item.extra as File)
      .filter((file): file is File => file instanceof File);
    const result = await send.run({
      content: content.trim(),
      contact: contact.trim() || undefined,
      images,
    });
    if (!isOk(result)) {
      toastError(result);
      return;
    }
    toast.show({ icon: 'success', content: t('thanks') });
    void navigate(-1);
  };

  return (
    <form
      className="sl-feedback"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <section className="sl-card sl-feedback-card">
        <label className="sl-feedback-label" htmlFor="feedback-content">
          {t('contentLabel')}
        </label>
        <TextArea
          id="feedback-content"
          value={content}
          onChange={setContent}
          placeholder={t('contentPlaceholder')}
          maxLength={LIMITS.feedbackMaxChars}
          showCount
          autoSize={{ minRows: 5, maxRows: 10 }}
        />
      </section>
      <section className="sl-card sl-feedback-card">
        <span className="sl-feedback-label">
          {t('imagesLabel', { max: LIMITS.feedbackMaxImages })}
        </span>
        <ImageUploader
          value={items}
          onChange={setItems}
          accept={ACCEPT}
          multiple
          maxCount={LIMITS.feedbackMaxImages}
          onCountExceed={() =>
            toast.show({ content: t('tooManyImages', { max: LIMITS.feedbackMaxImages }) })
          }
          beforeUpload={(file) => {
            const problem = imageProblem(file);
            if (!problem) return file;
            toast.show({ content: t(problem) });
            return null;
          }}
          upload={async (file) => ({ url: URL.createObjectURL(file), extra: file })}
          onDelete={(item) => {
            URL.revokeObjectURL(item.url);
            return true;
          }}
        />
      </section>
      <section className="sl-card sl-feedback-card">
        <label className="sl-feedback-label" htmlFor="feedback-contact">
          {t('contactLabel')}
        </label>
        <Input
          id="feedback-contact"
          value={contact}
          onChange={setContact}
          placeholder={t('contactPlaceholder')}
          maxLength={100}
          clearable
        />
      </section>
      <SubmitButton busy={busy} label={t('submit')} className="sl-feedback-submit" />
    </form>
  );
}
