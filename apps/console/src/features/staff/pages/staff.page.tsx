import { useState } from 'react';
import {
  App,
  Button,
  Form,
  Input,
  Modal,
  Select,
  Switch,
  Table,
  Tag,
  type TableColumnsType,
} from 'antd';
import { MailOutlined, UserAddOutlined } from '@ant-design/icons';
import {
  formatEastern,
  StaffInviteBody,
  STAFF_ROLES,
  type StaffMember,
  type StaffRole,
} from '@facet/contract';
import { ApiError } from '../../../shared/transport/client';
import { useMe } from '../../accounts';
import { useInviteStaff, useStaff, useUpdateStaff } from '../api';
import { zodRule } from '../../../shared/forms/zod-rule';
import { useI18n, type Translate } from '../../../i18n/use-i18n';
import { PageHeading } from '../../../shared/ui/page-heading';
import { listTexts, QueryCard } from '../../../shared/ui/query-card';
import './staff.css';

/** The back office's people: who they are, their role, invitations out, disabled accounts. */
export function StaffPage() {
  const { t } = useI18n();
  const { message } = App.useApp();
  const result = useStaff();
  const update = useUpdateStaff();
  const { data: me } = useMe();
  const [inviting, setInviting] = useState(false);
  const failed = (error: Error) => void message.error(error.message);

  const actions = {
    me: me?.UserId ?? 0,
    onRole: (member: StaffMember, Role: StaffRole) =>
      update.mutate(
        { UserId: member.UserId, Role },
        { onSuccess: () => void message.success(t('staff.roleChanged')), onError: failed },
      ),
    onDisabled: (member: StaffMember, Disabled: boolean) =>
      update.mutate(
        { UserId: member.UserId, Disabled },
        {
          onSuccess: () => void message.success(t(Disabled ? 'staff.nowDisabled' : 'staff.nowEnabled')), // prettier-ignore
          onError: failed,
        },
      ),
  };

  return (
    <div className="staff">
      <PageHeading title={t('nav.staff')} />
      <QueryCard
        className="staff-card"
        result={result}
        texts={listTexts(t, 'staff')}
        title={t('staff.listTitle')}
        buttons={
          <Button type="primary" icon={<UserAddOutlined />} onClick={() => setInviting(true)}>
            {t('staff.invite')}
          </Button>
        }
      >
        <Table<StaffMember>
          rowKey="UserId"
          size="middle"
          columns={staffColumns(t, actions)}
          dataSource={result.data}
          loading={result.isPending}
          pagination={false}
          scroll={{ x: 760 }}
        />
      </QueryCard>
      {inviting && <InviteModal onClose={() => setInviting(false)} />}
    </div>
  );
}

function staffColumns(
  t: Translate,
  actions: {
    me: number;
    onRole: (member: StaffMember, role: StaffRole) => void;
    onDisabled: (member: StaffMember, disabled: boolean) => void;
  },
): TableColumnsType<StaffMember> {
  return [
    {
      title: t('staff.field.person'),
      key: 'person',
      render: (_, member) => (
        <span className="staff-stack">
          <strong>{member.Name}</strong>
          <span className="staff-secondary">{member.Email}</span>
        </span>
      ),
    },
    {
      title: t('staff.field.state'),
      key: 'state',
      width: 180,
      render: (_, member) =>
        member.Invited ? (
          <Tag icon={<MailOutlined />} color="gold">
            {t('staff.invited')}
          </Tag>
        ) : member.Disabled ? (
          <Tag>{t('staff.disabled')}</Tag>
        ) : (
          <Tag color="green">{t('staff.active')}</Tag>
        ),
    },
    {
      title: t('staff.field.role'),
      key: 'role',
      width: 160,
      render: (_, member) => (
        <Select<StaffRole>
          size="small"
          className="staff-role"
          aria-label={t('staff.roleOf', { name: member.Name })}
          value={member.Role}
          disabled={member.UserId === actions.me}
          onChange={(role) => actions.onRole(member, role)}
          options={STAFF_ROLES.map((role) => ({ value: role, label: t(`staff.role.${role}`) }))}
        />
      ),
    },
    {
      title: t('staff.field.since'),
      key: 'since',
      width: 130,
      render: (_, member) => formatEastern(member.CreatedAt, 'YYYY-MM-DD'),
    },
    {
      title: t('staff.field.enabled'),
      key: 'enabled',
      width: 110,
      render: (_, member) => (
        <Switch
          size="small"
          checked={!member.Disabled}
          disabled={member.UserId === actions.me}
          aria-label={t('staff.enabledOf', { name: member.Name })}
          onChange={(enabled) => actions.onDisabled(member, !enabled)}
        />
      ),
    },
  ];
}

type InviteValues = { Email: string; Role: StaffRole };

function InviteModal({ onClose }: { onClose: () => void }) {
  const { t } = useI18n();
  const { message } = App.useApp();
  const [form] = Form.useForm<InviteValues>();
  const invite = useInviteStaff();
  const onFinish = (values: InviteValues) =>
    invite.mutate(StaffInviteBody.parse(values), {
      onSuccess: () => {
        void message.success(t('staff.invitationSent', { email: values.Email }));
        onClose();
      },
      onError: (error) => {
        const fields = error instanceof ApiError ? error.fields : [];
        if (fields.length) {
          form.setFields(fields.map((f) => ({ name: f.Path as keyof InviteValues, errors: [f.Message] }))); // prettier-ignore
        } else form.setFields([{ name: 'Email', errors: [error.message] }]);
      },
    });
  return (
    <Modal
      open
      title={t('staff.invite')}
      okText={t('staff.send')}
      cancelText={t('staff.cancel')}
      okButtonProps={{ loading: invite.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <p className="staff-secondary">{t('staff.inviteHint')}</p>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ Email: '', Role: 'clerk' }}
        onFinish={onFinish}
      >
        <Form.Item
          name="Email"
          label={t('staff.field.email')}
          rules={[zodRule(StaffInviteBody.shape.Email, t)]}
        >
          <Input type="email" autoComplete="off" />
        </Form.Item>
        <Form.Item name="Role" label={t('staff.field.role')}>
          <Select
            options={STAFF_ROLES.map((role) => ({ value: role, label: t(`staff.role.${role}`) }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
